import type { SubscriberQuery } from '@lss/shared/newsletter';
import type { Page } from '@lss/shared/pagination';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { adminListPage, adminListSql } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { countWhere } from '../../db/paging.ts';
import { newsletterDeliveries, newsletterSubscribers as subscribers } from '../../db/schema/index.ts';
import { erasedEmail } from '../../lib/erasure.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** Confirmation e-mails one address receives an hour at most, however often someone asks. */
export const CONFIRM_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

// The admin list's search (e-mail, name) and columns (decision 018); newest first by default.
const adminColumns = {
  searchable: { folded: subscribers.searchFolded },
  sortable: {
    email: subscribers.email,
    name: subscribers.name,
    status: subscribers.status,
    since: subscribers.createdAt,
  },
  defaultOrder: [desc(subscribers.createdAt), desc(subscribers.id)],
  id: subscribers.id,
};

export function createSubscribersRepository(db: Database) {
  const statusIs = (status: SubscriberQuery['status']) =>
    status ? eq(subscribers.status, status) : undefined;

  return {
    page: (query: SubscriberQuery): Promise<Page<SubscriberRow>> =>
      adminListPage(db, subscribers, query, adminColumns, statusIs(query.status)),
    /** The CSV export: every row the search and status filter match, oldest first. */
    all: (query: Pick<SubscriberQuery, 'q' | 'status'>) =>
      db
        .select()
        .from(subscribers)
        .where(and(adminListSql({ q: query.q }, adminColumns).where, statusIs(query.status)))
        .orderBy(asc(subscribers.createdAt), asc(subscribers.id)),
    findById: async (id: string) =>
      (await db.select().from(subscribers).where(eq(subscribers.id, id)))[0] ?? null,
    countConfirmed: () => countWhere(db, subscribers, eq(subscribers.status, 'confirmed')),

    /**
     * Records a request to subscribe and answers whether a confirmation e-mail may go out now with
     * this token hash: not for a confirmed address, nor beyond the hourly cap per address. The row is
     * locked meanwhile, so two requests at once for a new address make one row and count twice.
     */
    async requestSubscription(
      values: { email: string; name: string; confirmTokenHash: string; unsubscribeToken: string },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .insert(subscribers)
          .values({ email: values.email, name: values.name, unsubscribeToken: values.unsubscribeToken })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(subscribers)
          .where(eq(subscribers.email, values.email))
          .for('update');
        if (!row || row.status === 'confirmed') return false;
        const windowOpen =
          row.confirmWindowStart && now.getTime() - row.confirmWindowStart.getTime() < HOUR_MS;
        if (windowOpen && row.confirmMailsInWindow >= CONFIRM_MAILS_PER_HOUR) return false;
        await tx
          .update(subscribers)
          .set({
            status: 'pending',
            unsubscribedAt: null,
            name: values.name || row.name,
            confirmTokenHash: values.confirmTokenHash,
            confirmMailsInWindow: windowOpen ? row.confirmMailsInWindow + 1 : 1,
            confirmWindowStart: windowOpen ? row.confirmWindowStart : now,
            updatedAt: now,
          })
          .where(eq(subscribers.id, row.id));
        return true;
      });
    },

    /** Confirms the pending subscription of a link's token (once); null for any other token. */
    async confirm(confirmTokenHash: string, now: Date): Promise<SubscriberRow | null> {
      const [row] = await db
        .update(subscribers)
        .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, updatedAt: now })
        .where(and(eq(subscribers.confirmTokenHash, confirmTokenHash), eq(subscribers.status, 'pending')))
        .returning();
      return row ?? null;
    },

    byUnsubscribeToken: async (token: string) =>
      (await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token)))[0] ?? null,

    /** Unsubscribes the address of an unsubscribe link (again is fine); null for an unknown token. */
    async unsubscribe(token: string, now: Date): Promise<SubscriberRow | null> {
      const [row] = await db
        .update(subscribers)
        .set({
          status: 'unsubscribed',
          confirmTokenHash: null,
          // The first time counts; a second click changes nothing.
          unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now})`,
          updatedAt: now,
        })
        .where(eq(subscribers.unsubscribeToken, token))
        .returning();
      return row ?? null;
    },

    /** Whether the address is a confirmed subscriber: the one list's answer (decision 029). */
    async isConfirmed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ status: subscribers.status })
        .from(subscribers)
        .where(eq(subscribers.email, email));
      return row?.status === 'confirmed';
    },

    /**
     * Confirms the address at once, without a link (a member's address is confirmed already): a new
     * row, or the address's row (pending or unsubscribed) confirmed; one that was confirmed keeps
     * its date. Its name is kept when it has one.
     */
    async confirmAddress(values: { email: string; name: string; unsubscribeToken: string }, now: Date) {
      await db
        .insert(subscribers)
        .values({ ...values, status: 'confirmed', confirmedAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: {
            status: 'confirmed',
            confirmedAt: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.confirmedAt} else ${now} end`,
            unsubscribedAt: null,
            confirmTokenHash: null,
            name: sql`case when ${subscribers.name} = '' then excluded.name else ${subscribers.name} end`,
            updatedAt: now,
          },
        });
    },

    /** Unsubscribes the address, as its unsubscribe link would (an unknown address: nothing to do). */
    async unsubscribeAddress(email: string, now: Date) {
      await db
        .update(subscribers)
        .set({
          status: 'unsubscribed',
          confirmTokenHash: null,
          unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now})`,
          updatedAt: now,
        })
        .where(and(eq(subscribers.email, email), sql`${subscribers.status} <> 'unsubscribed'`));
    },

    /**
     * Erasure (decision 029): the address's subscription goes; newsletters not yet sent to it are
     * not sent; the record of those sent is kept without the address (a unique placeholder).
     */
    async forgetAddress(email: string) {
      await db.transaction(async (tx) => {
        await tx
          .delete(newsletterDeliveries)
          .where(and(eq(newsletterDeliveries.email, email), eq(newsletterDeliveries.status, 'queued')));
        await tx
          .update(newsletterDeliveries)
          .set({ email: erasedEmail(newsletterDeliveries.id), subscriberId: null })
          .where(eq(newsletterDeliveries.email, email));
        await tx.delete(subscribers).where(eq(subscribers.email, email));
      });
    },

    async remove(id: string): Promise<SubscriberRow | null> {
      const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning();
      return row ?? null;
    },
  };
}
export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
