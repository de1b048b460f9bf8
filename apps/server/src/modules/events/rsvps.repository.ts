import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { and, asc, count, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { eventRsvps, events, rsvpConfirmMails } from '../../db/schema/index.ts';
import { erasedEmail } from '../../lib/erasure.ts';

export type RsvpRow = typeof eventRsvps.$inferSelect;
type RsvpStatus = RsvpRow['status'];
/** A member as their registrations know them: by membership, or by their (confirmed) address. */
export type RegistrantMember = { id: string; email: string };
/** A database handle or a transaction on it: the queries below run in either. */
type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const firstComeFirst = [asc(eventRsvps.createdAt), asc(eventRsvps.id)];
/**
 * What the committee sees (attendee list, counts, CSV, check-in): confirmed, waiting and cancelled
 * registrations. A pending one is not a registration yet: nobody has shown the address is theirs,
 * and a script's invented addresses would bury the real attendees; it is left out until confirmed.
 */
const seenByCommittee = ne(eventRsvps.status, 'pending');

/**
 * The member's registrations: made signed in (`member_id`), or with their address, which they have
 * confirmed (a visitor's double opt-in before joining): one address is one person (decisions.md).
 */
const ofMember = (member: RegistrantMember) =>
  or(eq(eventRsvps.memberId, member.id), eq(eventRsvps.email, member.email));

// The attendee list's search (name, e-mail) and columns (decision 018); first come first by default.
const adminColumns = {
  searchable: [eventRsvps.name, eventRsvps.email],
  sortable: {
    name: eventRsvps.name,
    email: eventRsvps.email,
    status: eventRsvps.status,
    registered: eventRsvps.createdAt,
    checkedIn: eventRsvps.checkedInAt,
  },
  defaultOrder: firstComeFirst,
  id: eventRsvps.id,
};

export function createRsvpsRepository(db: Database) {
  const queries = (q: Queries) => ({
    /** The event's row, locked until the transaction ends: registrations for it take turns. */
    async lockEvent(eventId: string) {
      const [row] = await q.select().from(events).where(eq(events.id, eventId)).for('update');
      return row ?? null;
    },
    /** How many of the event's registrations have each status. */
    async countByStatus(eventId: string): Promise<Record<RsvpStatus, number>> {
      const rows = await q
        .select({ status: eventRsvps.status, n: count() })
        .from(eventRsvps)
        .where(eq(eventRsvps.eventId, eventId))
        .groupBy(eventRsvps.status);
      const of = (status: RsvpStatus) => rows.find((row) => row.status === status)?.n ?? 0;
      return {
        pending: of('pending'),
        confirmed: of('confirmed'),
        waitlisted: of('waitlisted'),
        cancelled: of('cancelled'),
      };
    },
    /** The address's registration for the event that is not cancelled (pending, confirmed or waiting), if any. */
    async findActive(eventId: string, email: string) {
      const [row] = await q
        .select()
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, eventId),
            eq(eventRsvps.email, email),
            ne(eventRsvps.status, 'cancelled'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** Pending registrations whose link has expired go (the event's, or every event's). */
    async deleteExpiredPending(now: Date, eventId?: string) {
      await q
        .delete(eventRsvps)
        .where(
          and(
            eq(eventRsvps.status, 'pending'),
            lte(eventRsvps.confirmExpiresAt, now),
            eventId ? eq(eventRsvps.eventId, eventId) : undefined,
          ),
        );
    },
    async findByConfirmHash(hash: string) {
      const [row] = await q.select().from(eventRsvps).where(eq(eventRsvps.confirmTokenHash, hash)).limit(1);
      return row ?? null;
    },
    /**
     * Counts one more confirmation e-mail to the address in its current hour (one atomic upsert, so
     * instances sharing the database count together) and answers how many that makes.
     */
    async countConfirmMail(email: string, now: Date, windowMs: number): Promise<number> {
      await q.delete(rsvpConfirmMails).where(lte(rsvpConfirmMails.windowEndsAt, now));
      const ended = sql`${rsvpConfirmMails.windowEndsAt} <= ${now}`;
      const [row] = await q
        .insert(rsvpConfirmMails)
        .values({ email, sent: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rsvpConfirmMails.email,
          set: {
            sent: sql`case when ${ended} then 1 else ${rsvpConfirmMails.sent} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rsvpConfirmMails.windowEndsAt} end`,
          },
        })
        .returning({ sent: rsvpConfirmMails.sent });
      return row!.sent;
    },
    async insert(values: PgInsertValue<typeof eventRsvps>) {
      const [row] = await q.insert(eventRsvps).values(values).returning();
      return row!;
    },
    /** One of the member's registrations that the committee sees (not pending), by its id. */
    async findOfMember(rsvpId: string, member: RegistrantMember) {
      const [row] = await q
        .select()
        .from(eventRsvps)
        .where(and(eq(eventRsvps.id, rsvpId), ofMember(member), seenByCommittee))
        .limit(1);
      return row ?? null;
    },
    /**
     * Erasure (decision 029): the member's registrations are kept without the person. A pending one
     * (never confirmed, no seat) goes; a place on a waiting list is cancelled (nobody is left to
     * take a seat it would be given); a seat stays taken, so the event's counts do not change. Every
     * row kept loses the name, the address (a unique placeholder: one address per event stays
     * true), the member and the links' hashes (a cancel link in their old mailbox works no more).
     */
    async eraseMember(member: RegistrantMember) {
      await q.delete(eventRsvps).where(and(ofMember(member), eq(eventRsvps.status, 'pending')));
      await q
        .update(eventRsvps)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(ofMember(member), eq(eventRsvps.status, 'waitlisted')));
      await q
        .update(eventRsvps)
        .set({
          name: '',
          email: erasedEmail(eventRsvps.id),
          memberId: null,
          cancelTokenHash: sql`'erased-' || ${eventRsvps.id}`,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(ofMember(member));
      await q.delete(rsvpConfirmMails).where(eq(rsvpConfirmMails.email, member.email));
    },
    async findByTokenHash(hash: string) {
      const [row] = await q.select().from(eventRsvps).where(eq(eventRsvps.cancelTokenHash, hash)).limit(1);
      return row ?? null;
    },
    async firstWaitlisted(eventId: string) {
      const [row] = await q
        .select()
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
        .orderBy(...firstComeFirst)
        .limit(1);
      return row ?? null;
    },
    async update(id: string, values: PgUpdateSetSource<typeof eventRsvps>) {
      const [row] = await q
        .update(eventRsvps)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(eventRsvps.id, id))
        .returning();
      return row ?? null;
    },
  });

  return {
    ...queries(db),
    /** Runs `work` in one transaction, its queries on the transaction. */
    transaction<T>(work: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx)));
    },
    /** A page of an event's registrations (of one status, if asked), searched and sorted (decision 018). */
    pageForEvent(
      eventId: string,
      request: AdminListQuery<AdminSortKey<'attendees'>> & { status?: RsvpStatus | undefined },
    ) {
      const { status } = request;
      const base = and(
        eq(eventRsvps.eventId, eventId),
        seenByCommittee,
        status ? eq(eventRsvps.status, status) : undefined,
      );
      return adminListPage(db, eventRsvps, request, adminColumns, base);
    },
    listForEvent(eventId: string) {
      return db
        .select()
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), seenByCommittee))
        .orderBy(...firstComeFirst);
    },
    /** The member's registrations with their events, the latest event first (pending ones are none yet). */
    registrationsOf(member: RegistrantMember) {
      return db
        .select({
          id: eventRsvps.id,
          status: eventRsvps.status,
          createdAt: eventRsvps.createdAt,
          event: { id: events.id, title: events.title, eventDate: events.eventDate, venue: events.venue },
        })
        .from(eventRsvps)
        .innerJoin(events, eq(events.id, eventRsvps.eventId))
        .where(and(ofMember(member), seenByCommittee))
        .orderBy(desc(events.eventDate), desc(eventRsvps.createdAt));
    },
    async findEvent(eventId: string) {
      const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
      return row ?? null;
    },
    async findInEvent(eventId: string, rsvpId: string) {
      const [row] = await db
        .select()
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.id, rsvpId), seenByCommittee))
        .limit(1);
      return row ?? null;
    },
  };
}
export type RsvpsRepository = ReturnType<typeof createRsvpsRepository>;
