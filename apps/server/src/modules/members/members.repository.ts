import type { MemberLinkPurpose, MemberStatus } from '@lss/shared/members';
import { and, count, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityLog, memberLinks, memberSessions, members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type MemberRow = typeof members.$inferSelect;
export type MemberLinkRow = typeof memberLinks.$inferSelect;

/** Members, their e-mailed links and their sessions (only hashes of the tokens). */
/** How long an expired link is kept, so that using it says 'expired' rather than 'unknown'. */
const LINK_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

export function createMembersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.email, email));
      return row ?? null;
    },
    async findById(id: string): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row ?? null;
    },
    /** Whether another member (not `exceptId`) has this matriculation number. */
    async matricNumberTaken(matricNumber: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.matricNumber, matricNumber), exceptId ? ne(members.id, exceptId) : undefined));
      return row !== undefined;
    },
    /**
     * A new pending member; null when the e-mail or the matriculation number was taken meanwhile
     * (the unique indexes decide, on one instance or several).
     */
    async insertPending(values: {
      fullName: string;
      email: string;
      matricNumber: string | null;
      level: MemberRow['level'];
      joinedSession: string;
      now: Date;
    }): Promise<MemberRow | null> {
      const { now, ...rest } = values;
      try {
        const [row] = await db
          .insert(members)
          .values({ ...rest, status: 'pending', joinedAt: now, createdAt: now, updatedAt: now })
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    /** Null when the matriculation number belongs to someone else (the unique index). */
    async update(
      id: string,
      patch: Partial<Pick<MemberRow, 'fullName' | 'level' | 'matricNumber'>>,
      now: Date,
    ): Promise<MemberRow | null> {
      try {
        const [row] = await db
          .update(members)
          .set({ ...patch, updatedAt: now })
          .where(eq(members.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    /**
     * A pending member's address is confirmed: `status` (active, or verified for `verifiedSession`).
     * Null unless pending.
     */
    async confirm(
      id: string,
      status: MemberStatus,
      verifiedSession: string | null,
      now: Date,
    ): Promise<MemberRow | null> {
      const [row] = await db
        .update(members)
        .set({ status, verifiedSession, confirmedAt: now, updatedAt: now })
        .where(and(eq(members.id, id), eq(members.status, 'pending')))
        .returning();
      return row ?? null;
    },
    /**
     * Adds a link unless the member already had `cap` since `since`; the count and the insert hold
     * a lock per member, so simultaneous requests cannot all slip under the cap.
     */
    async insertLinkUnderCap(
      values: { memberId: string; purpose: MemberLinkPurpose; tokenHash: string; now: Date; expiresAt: Date },
      { since, cap }: { since: Date; cap: number },
    ): Promise<boolean> {
      const { now, ...rest } = values;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727027, hashtext(${values.memberId}))`);
        // The member's links expired a day ago go (until then an expired link is told apart from an
        // unknown one): the table holds a few rows per member, never their history.
        await tx
          .delete(memberLinks)
          .where(
            and(
              eq(memberLinks.memberId, values.memberId),
              lt(memberLinks.expiresAt, new Date(now.getTime() - LINK_KEPT_AFTER_EXPIRY_MS)),
            ),
          );
        const [recent] = await tx
          .select({ value: count() })
          .from(memberLinks)
          .where(and(eq(memberLinks.memberId, values.memberId), gt(memberLinks.createdAt, since)));
        if ((recent?.value ?? 0) >= cap) return false;
        await tx.insert(memberLinks).values({ ...rest, createdAt: now });
        return true;
      });
    },
    async findLink(tokenHash: string): Promise<MemberLinkRow | null> {
      const [row] = await db.select().from(memberLinks).where(eq(memberLinks.tokenHash, tokenHash));
      return row ?? null;
    },
    /** Marks a link used; false when it already was (of two uses at once, exactly one gets true). */
    async useLink(id: string, now: Date): Promise<boolean> {
      const used = await db
        .update(memberLinks)
        .set({ usedAt: now })
        .where(and(eq(memberLinks.id, id), isNull(memberLinks.usedAt)))
        .returning({ id: memberLinks.id });
      return used.length > 0;
    },
    /** A new session; the member's expired and revoked ones, which sign nobody in, go. */
    async insertSession(values: { memberId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      const { now, ...rest } = values;
      await db.transaction(async (tx) => {
        await tx
          .delete(memberSessions)
          .where(
            and(
              eq(memberSessions.memberId, values.memberId),
              or(lt(memberSessions.expiresAt, now), isNotNull(memberSessions.revokedAt)),
            ),
          );
        await tx.insert(memberSessions).values({ ...rest, createdAt: now });
      });
    },
    /** The member of a live session (unrevoked, unexpired), with the session's id. */
    async findSession(
      tokenHash: string,
      now: Date,
    ): Promise<{ sessionId: string; member: MemberRow } | null> {
      const [row] = await db
        .select({ sessionId: memberSessions.id, member: members })
        .from(memberSessions)
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(
          and(
            eq(memberSessions.tokenHash, tokenHash),
            isNull(memberSessions.revokedAt),
            gt(memberSessions.expiresAt, now),
          ),
        );
      return row ?? null;
    },
    async revokeSession(sessionId: string, now: Date) {
      await db
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
    },
    /**
     * Erasure (decision 029): the member's row goes, and with it their links and sessions (cascade);
     * their registrations lose the member (set null). The audit log keeps its entries about the
     * membership, naming nobody: the member's own acts (no account) are by `formerMember`, and the
     * name is replaced in what the entries say.
     */
    async erase(member: Pick<MemberRow, 'id' | 'fullName'>, formerMember: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const about = and(eq(activityLog.entityType, 'member'), eq(activityLog.entityId, member.id));
        await tx
          .update(activityLog)
          .set({ actorName: formerMember })
          .where(and(about, isNull(activityLog.actorId)));
        await tx
          .update(activityLog)
          .set({ summary: sql`replace(${activityLog.summary}, ${member.fullName}, ${formerMember})` })
          .where(about);
        const deleted = await tx
          .delete(members)
          .where(eq(members.id, member.id))
          .returning({ id: members.id });
        return deleted.length > 0;
      });
    },
    async revokeAllSessions(memberId: string, now: Date) {
      await db
        .update(memberSessions)
        .set({ revokedAt: now })
        .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
