import type { MemberLevel } from '@lss/shared/constants';
import { ELECTION_STATUSES, type ElectionStatus, statusRank } from '@lss/shared/election-statuses';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  electionBallots,
  electionCandidates,
  electionOfficers,
  electionPositions,
  electionRoll,
  elections,
  electionVoters,
  executives,
  members,
  users,
} from '../../db/schema/index.ts';
import { SESSIONS_LOCK } from '../executives/executives.repository.ts';

export type ElectionRow = typeof elections.$inferSelect;
export type ElectionInsert = typeof elections.$inferInsert;
export type PositionRow = typeof electionPositions.$inferSelect;
export type CandidateRow = typeof electionCandidates.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A nomination with its member's name, e-mail and level (null once the membership is erased). */
export type CandidateWithMember = CandidateRow & {
  member: { id: string; fullName: string; email: string; level: MemberLevel } | null;
};

/** A position as written: an existing one's id (kept), or none (added). */
export type PositionDraft = { id?: string; title: string; seats: number };

/** An executive to make from a winner. */
export type CouncilSeat = { name: string; position: string; imageUrl: string; displayOrder: number };

/**
 * Byte order (PostgreSQL's "C" collation): the receipts' order is the same on every database and in
 * every client that sorts the downloaded list as plain strings.
 */
const byReceipt = sql`${electionBallots.receipt} collate "C"`;
const compareBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How many rows one INSERT writes when the close writes ballots and voters again. */
const REWRITE_BATCH = 500;

/** The step's effects on the tables, inside the transaction that moves the election on to it. */
async function enterStep(
  tx: Tx,
  election: ElectionRow,
  step: ElectionStatus,
): Promise<Partial<ElectionInsert>> {
  if (step === 'voting') {
    // The roll: the verified members of the eligible levels now, and nobody added afterwards.
    const levels = election.eligibleLevels;
    await tx
      .insert(electionRoll)
      .select(
        tx
          .select({ electionId: sql<string>`${election.id}::uuid`.as('election_id'), memberId: members.id })
          .from(members)
          .where(
            and(eq(members.status, 'verified'), levels.length ? inArray(members.level, levels) : undefined),
          ),
      )
      .onConflictDoNothing();
    const [roll] = await tx
      .select({ value: count() })
      .from(electionRoll)
      .where(eq(electionRoll.electionId, election.id));
    return { rollSize: roll?.value ?? 0 };
  }
  if (step === 'closed') {
    // Written again in receipt (ballots) and member (voters) order, by this one transaction: the
    // rows' place in the table and their transaction id no longer follow the order of casting.
    const ballots = await tx
      .delete(electionBallots)
      .where(eq(electionBallots.electionId, election.id))
      .returning();
    ballots.sort((a, b) => compareBytes(a.receipt, b.receipt));
    for (let start = 0; start < ballots.length; start += REWRITE_BATCH)
      await tx.insert(electionBallots).values(ballots.slice(start, start + REWRITE_BATCH));
    const voters = await tx
      .delete(electionVoters)
      .where(eq(electionVoters.electionId, election.id))
      .returning();
    voters.sort((a, b) => compareBytes(a.memberId, b.memberId));
    for (let start = 0; start < voters.length; start += REWRITE_BATCH)
      await tx.insert(electionVoters).values(voters.slice(start, start + REWRITE_BATCH));
  }
  return {};
}

export function createElectionsRepository(db: Database) {
  const positionsOf = (tx: Database | Tx, electionId: string) =>
    tx
      .select()
      .from(electionPositions)
      .where(eq(electionPositions.electionId, electionId))
      .orderBy(asc(electionPositions.displayOrder));

  return {
    async findBySlug(slug: string): Promise<ElectionRow | null> {
      const [row] = await db.select().from(elections).where(eq(elections.slug, slug));
      return row ?? null;
    },

    /** Newest first; drafts only when asked (every one, or those of one officer). */
    async list(drafts: 'none' | 'all' | { officer: string }): Promise<ElectionRow[]> {
      const where =
        drafts === 'all'
          ? undefined
          : drafts === 'none'
            ? ne(elections.status, 'draft')
            : sql`(${elections.status} <> 'draft' or ${elections.id} in (select ${electionOfficers.electionId} from ${electionOfficers} where ${electionOfficers.userId} = ${drafts.officer}))`;
      return db.select().from(elections).where(where).orderBy(desc(elections.createdAt), desc(elections.id));
    },

    /** Creates it with a slug free at the time (the title's, then -2, -3…), its positions and officers. */
    async create(
      values: Omit<ElectionInsert, 'slug'>,
      slugBase: string,
      positions: PositionDraft[],
      officerIds: string[],
    ): Promise<ElectionRow> {
      return db.transaction(async (tx) => {
        let row: ElectionRow | undefined;
        for (let attempt = 1; !row; attempt += 1) {
          const slug = attempt === 1 ? slugBase : `${slugBase}-${attempt}`;
          [row] = await tx
            .insert(elections)
            .values({ ...values, slug })
            .onConflictDoNothing()
            .returning();
        }
        const election = row;
        await tx.insert(electionPositions).values(
          positions.map((position, index) => ({
            electionId: election.id,
            title: position.title,
            seats: position.seats,
            displayOrder: index + 1,
          })),
        );
        await tx
          .insert(electionOfficers)
          .values(officerIds.map((userId) => ({ electionId: election.id, userId })));
        return election;
      });
    },

    async update(id: string, values: Partial<ElectionInsert>): Promise<ElectionRow> {
      const [row] = await db
        .update(elections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(elections.id, id))
        .returning();
      return row!;
    },

    async remove(id: string): Promise<void> {
      await db.delete(elections).where(eq(elections.id, id));
    },

    positions: (electionId: string) => positionsOf(db, electionId),

    /** The ballot's positions as written: kept (by id), changed, added, and the others removed. */
    async replacePositions(electionId: string, positions: PositionDraft[]): Promise<void> {
      await db.transaction(async (tx) => {
        const kept = positions.flatMap((position) => (position.id ? [position.id] : []));
        await tx
          .delete(electionPositions)
          .where(
            and(
              eq(electionPositions.electionId, electionId),
              kept.length ? sql`${electionPositions.id} not in ${kept}` : undefined,
            ),
          );
        for (const [index, position] of positions.entries()) {
          const values = { title: position.title, seats: position.seats, displayOrder: index + 1 };
          if (position.id)
            await tx
              .update(electionPositions)
              .set(values)
              .where(
                and(eq(electionPositions.id, position.id), eq(electionPositions.electionId, electionId)),
              );
          else await tx.insert(electionPositions).values({ ...values, electionId });
        }
      });
    },

    /** The positions (among these) with a nomination pending or accepted (rejected ones go with their position). */
    async positionsWithNominations(positionIds: string[]): Promise<Set<string>> {
      if (positionIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: electionCandidates.positionId })
        .from(electionCandidates)
        .where(
          and(inArray(electionCandidates.positionId, positionIds), ne(electionCandidates.status, 'rejected')),
        );
      return new Set(rows.map((row) => row.id));
    },

    async officers(electionId: string): Promise<{ id: string; fullName: string }[]> {
      return db
        .select({ id: users.id, fullName: users.fullName })
        .from(electionOfficers)
        .innerJoin(users, eq(users.id, electionOfficers.userId))
        .where(eq(electionOfficers.electionId, electionId))
        .orderBy(asc(users.fullName), asc(users.id));
    },

    async setOfficers(electionId: string, userIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(electionOfficers).where(eq(electionOfficers.electionId, electionId));
        await tx.insert(electionOfficers).values(userIds.map((userId) => ({ electionId, userId })));
      });
    },

    /** The staff accounts among these ids. */
    async existingUsers(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** The current council's positions, in its order, each with as many seats as holders (a start for a new election). */
    async councilPositions(session: string): Promise<PositionDraft[]> {
      const rows = await db
        .select({
          title: executives.position,
          order: sql<number>`min(${executives.displayOrder})`,
          seats: count(),
        })
        .from(executives)
        .where(eq(executives.session, session))
        .groupBy(executives.position)
        .orderBy(sql`min(${executives.displayOrder})`, asc(executives.position));
      return rows.map((row) => ({ title: row.title, seats: Math.min(row.seats, 20) }));
    },

    /** Nominations with their members, by position and name; of one status when asked. */
    async candidates(electionId: string, status?: CandidateRow['status']): Promise<CandidateWithMember[]> {
      const rows = await db
        .select({
          candidate: electionCandidates,
          member: { id: members.id, fullName: members.fullName, email: members.email, level: members.level },
        })
        .from(electionCandidates)
        .leftJoin(members, eq(members.id, electionCandidates.memberId))
        .where(
          and(
            eq(electionCandidates.electionId, electionId),
            status ? eq(electionCandidates.status, status) : undefined,
          ),
        )
        .orderBy(asc(members.fullName), asc(electionCandidates.id));
      return rows.map(({ candidate, member }) => ({ ...candidate, member: member?.id ? member : null }));
    },

    async nomination(electionId: string, id: string): Promise<CandidateRow | null> {
      const [row] = await db
        .select()
        .from(electionCandidates)
        .where(and(eq(electionCandidates.id, id), eq(electionCandidates.electionId, electionId)));
      return row ?? null;
    },

    async nominationOf(electionId: string, memberId: string): Promise<CandidateRow | null> {
      const [row] = await db
        .select()
        .from(electionCandidates)
        .where(and(eq(electionCandidates.electionId, electionId), eq(electionCandidates.memberId, memberId)));
      return row ?? null;
    },

    /**
     * A member's nomination: new, or in place of their rejected one. Null when they have one that
     * is pending or accepted (a second at once included).
     */
    async nominate(values: {
      electionId: string;
      positionId: string;
      memberId: string;
      manifesto: string;
      photoUrl: string;
    }): Promise<CandidateRow | null> {
      const [row] = await db
        .insert(electionCandidates)
        .values(values)
        .onConflictDoUpdate({
          target: [electionCandidates.electionId, electionCandidates.memberId],
          set: {
            positionId: values.positionId,
            manifesto: values.manifesto,
            photoUrl: values.photoUrl,
            status: 'pending',
            reason: null,
            updatedAt: new Date(),
          },
          setWhere: eq(electionCandidates.status, 'rejected'),
        })
        .returning();
      return row ?? null;
    },

    async decide(id: string, status: 'accepted' | 'rejected', reason: string | null): Promise<CandidateRow> {
      const [row] = await db
        .update(electionCandidates)
        .set({ status, reason: status === 'rejected' ? reason : null, updatedAt: new Date() })
        .where(eq(electionCandidates.id, id))
        .returning();
      return row!;
    },

    /**
     * Moves the election on to `to` (and every step before it), under its row lock: two instances
     * or requests doing it at once do it once. `changes` are written with it (a window set by hand).
     * Entering voting freezes the roll; entering closed writes ballots and voters again (enterStep).
     * Answers the row and the steps taken (none when another request took them first).
     */
    async advance(
      id: string,
      to: (row: ElectionRow) => ElectionStatus,
      changes: (row: ElectionRow) => Partial<ElectionInsert> = () => ({}),
    ): Promise<{ row: ElectionRow; steps: ElectionStatus[] }> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(elections).where(eq(elections.id, id)).for('update');
        if (!locked) throw new Error('election vanished');
        const target = to(locked);
        const steps = ELECTION_STATUSES.slice(statusRank(locked.status) + 1, statusRank(target) + 1);
        if (steps.length === 0) return { row: locked, steps };
        let values: Partial<ElectionInsert> = { ...changes(locked), status: target };
        let current: ElectionRow = { ...locked, ...values } as ElectionRow;
        for (const step of steps) {
          const effects = await enterStep(tx, current, step);
          values = { ...values, ...effects };
          current = { ...current, ...effects } as ElectionRow;
        }
        const [row] = await tx
          .update(elections)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(elections.id, id))
          .returning();
        return { row: row!, steps };
      });
    },

    /** The ids of elections whose windows may have moved them on (the sweep reads them). */
    async unfinished(): Promise<ElectionRow[]> {
      return db
        .select()
        .from(elections)
        .where(inArray(elections.status, ['draft', 'nominations', 'voting']));
    },

    /** Plain VACUUM of the ballots and voters (after the close): the rows written over are reclaimed. */
    async reclaim(): Promise<void> {
      await db.execute(sql`vacuum ${electionBallots}, ${electionVoters}`);
    },

    async onRoll(electionId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ memberId: electionRoll.memberId })
        .from(electionRoll)
        .where(and(eq(electionRoll.electionId, electionId), eq(electionRoll.memberId, memberId)));
      return row !== undefined;
    },

    async hasVoted(electionId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ memberId: electionVoters.memberId })
        .from(electionVoters)
        .where(and(eq(electionVoters.electionId, electionId), eq(electionVoters.memberId, memberId)));
      return row !== undefined;
    },

    /**
     * Casting, in one transaction: the election's row shared-locked (the close waits for ballots
     * being cast and casts after it see it), `check` passes on that row, the member recorded as
     * having voted (a second time: null, nothing written), the ballot written under a fresh
     * receipt (another on the rare collision). Answers the receipt.
     */
    async cast(
      electionId: string,
      memberId: string,
      choices: Record<string, string[]>,
      check: (row: ElectionRow) => void,
      newReceipt: () => string,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(elections).where(eq(elections.id, electionId)).for('share');
        check(row!);
        const [voter] = await tx
          .insert(electionVoters)
          .values({ electionId, memberId })
          .onConflictDoNothing()
          .returning();
        if (!voter) return null;
        for (;;) {
          const [ballot] = await tx
            .insert(electionBallots)
            .values({ electionId, receipt: newReceipt(), choices })
            .onConflictDoNothing()
            .returning({ receipt: electionBallots.receipt });
          if (ballot) return ballot.receipt;
        }
      });
    },

    /** The elections a member voted in, newest first (never with what receipt: that is not kept). */
    async votedIn(memberId: string): Promise<ElectionRow[]> {
      return db
        .select({ election: elections })
        .from(electionVoters)
        .innerJoin(elections, eq(elections.id, electionVoters.electionId))
        .where(eq(electionVoters.memberId, memberId))
        .orderBy(desc(elections.createdAt), desc(elections.id))
        .then((rows) => rows.map((row) => row.election));
    },

    async ballotCount(electionId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(electionBallots)
        .where(eq(electionBallots.electionId, electionId));
      return row?.value ?? 0;
    },

    /** Every ballot of the election, in receipt order. */
    async ballots(electionId: string): Promise<{ receipt: string; choices: Record<string, string[]> }[]> {
      return db
        .select({ receipt: electionBallots.receipt, choices: electionBallots.choices })
        .from(electionBallots)
        .where(eq(electionBallots.electionId, electionId))
        .orderBy(byReceipt);
    },

    async setTieBreak(positionId: string, winners: string[], note: string): Promise<void> {
      await db
        .update(electionPositions)
        .set({ tieBreakWinners: winners, tieBreakNote: note })
        .where(eq(electionPositions.id, positionId));
    },

    /**
     * The winners become the executives of `session`, filling its vacant positions of the same
     * title first, in one transaction with the mark that it was done. Null when the session's council
     * already has members (someone is in it by name); false when this election's was made already.
     */
    async makeCouncil(
      electionId: string,
      session: string,
      seats: CouncilSeat[],
      now: Date,
      currentSession: string,
    ): Promise<{ created: number; filled: number } | null | false> {
      return db.transaction(async (tx) => {
        await tx.execute(SESSIONS_LOCK);
        const council = await tx.select().from(executives).where(eq(executives.session, session));
        // A position featured on the home page now (the current council's) is featured in the new one.
        const featured = new Set(
          (
            await tx
              .select({ position: executives.position })
              .from(executives)
              .where(and(eq(executives.session, currentSession), eq(executives.isFeatured, true)))
          ).map((row) => row.position.trim().toLowerCase()),
        );
        if (council.some((person) => person.name !== '')) return null;
        const [marked] = await tx
          .update(elections)
          .set({ councilMadeAt: now, updatedAt: now })
          .where(and(eq(elections.id, electionId), sql`${elections.councilMadeAt} is null`))
          .returning({ id: elections.id });
        if (!marked) return false;
        const vacant = [...council].sort((a, b) => a.displayOrder - b.displayOrder);
        const key = (title: string) => title.trim().toLowerCase();
        let created = 0;
        let filled = 0;
        for (const seat of seats) {
          const index = vacant.findIndex((person) => key(person.position) === key(seat.position));
          if (index >= 0) {
            const [place] = vacant.splice(index, 1);
            await tx
              .update(executives)
              .set({ name: seat.name, imageUrl: seat.imageUrl, updatedAt: now })
              .where(eq(executives.id, place!.id));
            filled += 1;
          } else {
            const isFeatured = featured.has(key(seat.position));
            await tx.insert(executives).values({ ...seat, session, isFeatured });
            created += 1;
          }
        }
        return { created, filled };
      });
    },
  };
}
export type ElectionsRepository = ReturnType<typeof createElectionsRepository>;
