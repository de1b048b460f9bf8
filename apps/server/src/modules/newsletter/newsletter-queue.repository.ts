import type { Page, PageRequest } from '@lss/shared/pagination';
import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderedList } from '../../db/paging.ts';
import {
  newsletterDeliveries as deliveries,
  newsletterSends as sends,
  newsletterSubscribers as subscribers,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type SendRow = typeof sends.$inferSelect;
export type SendProgress = SendRow & { queued: number; sent: number; failed: number };

/**
 * The newsletter queue in the database: a send per post, a delivery row per recipient. Every
 * instance sharing the database claims batches with FOR UPDATE SKIP LOCKED, so no row is claimed
 * twice, and a claim is written before its e-mail goes out, so a crash never leads to a resend.
 */
export function createNewsletterQueueRepository(db: Database) {
  return {
    findSend: async (id: string) => (await db.select().from(sends).where(eq(sends.id, id)))[0] ?? null,
    sendForPost: async (postId: string) =>
      (await db.select().from(sends).where(eq(sends.postId, postId)))[0] ?? null,

    /**
     * Queues the post to every confirmed subscriber, in one transaction; null when the post already
     * has a send (the unique index decides between two editors clicking at once).
     */
    async queue(values: { postId: string; postTitle: string; requestedBy: string }) {
      try {
        return await db.transaction(async (tx) => {
          const [send] = await tx.insert(sends).values(values).returning();
          const queued = (await tx.execute(sql`
            insert into ${deliveries} (send_id, subscriber_id, email)
            select ${send!.id}, id, email from ${subscribers} where status = 'confirmed'
            returning id`)) as unknown as { rows: unknown[] };
          return { send: send!, recipients: queued.rows.length };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Deliveries claimed before `now` that never finished were interrupted (the instance stopped
     * mid-send): the e-mail may have gone out, so they are marked failed, never sent again.
     */
    async failInterrupted(now: Date): Promise<number> {
      const rows = await db
        .update(deliveries)
        .set({ status: 'failed', claimedUntil: null, lastError: 'interrupted while sending' })
        .where(and(eq(deliveries.status, 'sending'), lt(deliveries.claimedUntil, now)))
        .returning({ id: deliveries.id });
      return rows.length;
    },

    /** Claims up to `limit` due deliveries for this instance until `claimedUntil`. */
    async claim(limit: number, now: Date, claimedUntil: Date) {
      const due = db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.status, 'queued'), lte(deliveries.nextAttemptAt, now)))
        .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(deliveries)
        .set({ status: 'sending', claimedUntil, attempts: sql`${deliveries.attempts} + 1` })
        .where(inArray(deliveries.id, due))
        .returning();
    },

    async markSent(id: string, now: Date) {
      await db
        .update(deliveries)
        .set({ status: 'sent', sentAt: now, claimedUntil: null, lastError: null })
        .where(eq(deliveries.id, id));
    },

    /** A failed attempt: again at `retryAt`, or failed for good when null. */
    async markFailed(id: string, error: string, retryAt: Date | null) {
      await db
        .update(deliveries)
        .set(
          retryAt
            ? { status: 'queued', nextAttemptAt: retryAt, claimedUntil: null, lastError: error }
            : { status: 'failed', claimedUntil: null, lastError: error },
        )
        .where(eq(deliveries.id, id));
    },

    /** A page of the sends, newest first, each with its deliveries counted by state (sending counts as queued). */
    async progress(request: PageRequest): Promise<Page<SendProgress>> {
      const page = await orderedList(db, sends, [desc(sends.createdAt), desc(sends.id)]).page(request);
      return { total: page.total, items: await withCounts(page.items) };
    },
  };

  async function withCounts(rows: (typeof sends.$inferSelect)[]): Promise<SendProgress[]> {
    if (!rows.length) return [];
    const counts = await db
      .select({ sendId: deliveries.sendId, status: deliveries.status, value: count() })
      .from(deliveries)
      .where(
        inArray(
          deliveries.sendId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(deliveries.sendId, deliveries.status);
    return rows.map((row) => {
      const of = (...states: string[]) =>
        counts
          .filter((entry) => entry.sendId === row.id && states.includes(entry.status))
          .reduce((sum, entry) => sum + entry.value, 0);
      return { ...row, queued: of('queued', 'sending'), sent: of('sent'), failed: of('failed') };
    });
  }
}
export type NewsletterQueueRepository = ReturnType<typeof createNewsletterQueueRepository>;
