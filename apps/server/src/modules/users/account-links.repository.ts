import type { AdminListFilter } from '@lss/shared/admin-list';
import type { AdminSortKey } from '@lss/shared/admin-list-query';
import type { Role } from '@lss/shared/users';
import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { adminListSql } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { accountLinks, users } from '../../db/schema/index.ts';

export type AccountLinkRow = typeof accountLinks.$inferSelect;
type LinkKind = AccountLinkRow['kind'];

/** Unused and unexpired. */
const live = (kind: LinkKind, now: Date) =>
  and(eq(accountLinks.kind, kind), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now));

// The pending invitations' search (e-mail, inviter) and columns (decision 018).
const invitationColumns = {
  searchable: [accountLinks.email, users.fullName],
  sortable: {
    email: accountLinks.email,
    role: accountLinks.role,
    invitedBy: users.fullName,
    expires: accountLinks.expiresAt,
  },
  defaultOrder: [asc(accountLinks.createdAt), asc(accountLinks.id)],
  id: accountLinks.id,
};

/** Invitation and password-reset links (only their tokens' hashes). */
export function createAccountLinksRepository(db: Database) {
  return {
    /** A new invitation replaces any earlier one to the same e-mail: one pending link per person. */
    async insertInvitation(values: {
      tokenHash: string;
      email: string;
      role: Role;
      createdBy: string;
      expiresAt: Date;
    }): Promise<AccountLinkRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(accountLinks)
          .where(and(eq(accountLinks.kind, 'invitation'), eq(accountLinks.email, values.email)));
        const [row] = await tx
          .insert(accountLinks)
          .values({ ...values, kind: 'invitation' })
          .returning();
        return row!;
      });
    },
    listPendingInvitations(now: Date, filter: AdminListFilter<AdminSortKey<'invitations'>> = {}) {
      const { where, order } = adminListSql(filter, invitationColumns);
      return db
        .select({ link: accountLinks, invitedBy: users.fullName })
        .from(accountLinks)
        .leftJoin(users, eq(users.id, accountLinks.createdBy))
        .where(and(live('invitation', now), where))
        .orderBy(...order);
    },
    async deleteInvitation(id: string): Promise<AccountLinkRow | null> {
      const [row] = await db
        .delete(accountLinks)
        .where(and(eq(accountLinks.id, id), eq(accountLinks.kind, 'invitation')))
        .returning();
      return row ?? null;
    },
    async findLive(kind: LinkKind, tokenHash: string, now: Date): Promise<AccountLinkRow | null> {
      const [row] = await db
        .select()
        .from(accountLinks)
        .where(and(live(kind, now), eq(accountLinks.tokenHash, tokenHash)));
      return row ?? null;
    },
    /**
     * Adds a reset link unless the account already had `cap` since `since`; the count and the
     * insert hold a lock per account, so simultaneous requests cannot all slip under the cap.
     */
    async insertPasswordResetUnderCap(
      values: { tokenHash: string; email: string; userId: string; expiresAt: Date },
      { since, cap }: { since: Date; cap: number },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${values.userId}))`);
        const [recent] = await tx
          .select({ value: count() })
          .from(accountLinks)
          .where(
            and(
              eq(accountLinks.kind, 'password-reset'),
              eq(accountLinks.userId, values.userId),
              gt(accountLinks.createdAt, since),
            ),
          );
        if ((recent?.value ?? 0) >= cap) return false;
        await tx.insert(accountLinks).values({ ...values, kind: 'password-reset' });
        return true;
      });
    },
    /**
     * Marks a two-factor login challenge used (only its hash is kept, until it would have expired);
     * false when it already was. One insert against the unique hash: of two requests at once, on
     * one instance or several, exactly one gets true.
     */
    async claimChallenge(values: { tokenHash: string; email: string; userId: string; expiresAt: Date }) {
      const claimed = await db
        .insert(accountLinks)
        .values({ ...values, kind: 'totp-challenge', usedAt: new Date() })
        .onConflictDoNothing({ target: accountLinks.tokenHash })
        .returning({ id: accountLinks.id });
      return claimed.length > 0;
    },
    /** Gives a challenge back (its code was wrong): the sign-in may go on with another code. */
    async releaseChallenge(tokenHash: string) {
      await db
        .delete(accountLinks)
        .where(and(eq(accountLinks.kind, 'totp-challenge'), eq(accountLinks.tokenHash, tokenHash)));
    },
    /** Drops links past their time (used ones are kept until then: they count towards the cap). */
    async purgeExpired(now: Date) {
      await db.delete(accountLinks).where(lte(accountLinks.expiresAt, now));
    },
  };
}
export type AccountLinksRepository = ReturnType<typeof createAccountLinksRepository>;
