import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import type { Role } from '@lss/shared/users';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { accountLinks, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type UserRow = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every change that could leave the site without an administrator takes this lock first. */
const ACCOUNTS_LOCK = sql`select pg_advisory_xact_lock(727001)`;

async function administratorCount(tx: Transaction) {
  const [row] = await tx.select({ value: count() }).from(users).where(eq(users.role, 'administrator'));
  return row?.value ?? 0;
}

const bumpedTokenVersion = sql`${users.tokenVersion} + 1`;

// The accounts list's search (name, e-mail) and columns (decision 018).
const adminColumns = {
  searchable: [users.fullName, users.email],
  sortable: { name: users.fullName, email: users.email, role: users.role, since: users.createdAt },
  defaultOrder: [asc(users.fullName), asc(users.email), asc(users.id)],
  id: users.id,
};

export function createUsersRepository(db: Database) {
  return {
    async count() {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    list() {
      return db.select().from(users).orderBy(asc(users.fullName), asc(users.email));
    },
    adminPage: (request: AdminListQuery<AdminSortKey<'accounts'>>) =>
      adminListPage(db, users, request, adminColumns),
    /**
     * Inserts unless `allowed` (run inside the same transaction, after an advisory lock) says no,
     * so two simultaneous "first administrator" registrations cannot both succeed.
     */
    async insertIf(
      values: { fullName: string; email: string; passwordHash: string; role: Role },
      allowed: (existingUsers: number) => boolean,
    ): Promise<UserRow | 'refused' | 'duplicate'> {
      return db.transaction(async (tx) => {
        await tx.execute(ACCOUNTS_LOCK);
        const [countRow] = await tx.select({ value: count() }).from(users);
        if (!allowed(countRow?.value ?? 0)) return 'refused';
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, values.email));
        if (existing) return 'duplicate';
        const [row] = await tx.insert(users).values(values).returning();
        return row!;
      });
    },
    /** Registers through an invitation, using it up in the same transaction (a link works once). */
    async insertInvited(
      values: { fullName: string; email: string; passwordHash: string; role: Role },
      invitationHash: string,
      now: Date,
    ): Promise<UserRow | 'invalid' | 'duplicate'> {
      return db.transaction(async (tx) => {
        await tx.execute(ACCOUNTS_LOCK);
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, values.email));
        if (existing) return 'duplicate';
        const [used] = await tx
          .update(accountLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountLinks.kind, 'invitation'),
              eq(accountLinks.tokenHash, invitationHash),
              isNull(accountLinks.usedAt),
              gt(accountLinks.expiresAt, now),
            ),
          )
          .returning({ id: accountLinks.id });
        if (!used) return 'invalid';
        const [row] = await tx.insert(users).values(values).returning();
        return row!;
      });
    },
    async updatePassword(id: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: bumpedTokenVersion, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    /**
     * Uses up a live reset link and sets the password, ending every session and every other reset
     * link of the account. The account's id, or null when the link is unknown, used or expired.
     */
    async resetPassword(linkHash: string, passwordHash: string, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(accountLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountLinks.kind, 'password-reset'),
              eq(accountLinks.tokenHash, linkHash),
              isNull(accountLinks.usedAt),
              gt(accountLinks.expiresAt, now),
            ),
          )
          .returning({ id: accountLinks.id, userId: accountLinks.userId });
        if (!link?.userId) return null;
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: bumpedTokenVersion, updatedAt: now })
          .where(eq(users.id, link.userId));
        await tx
          .update(accountLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountLinks.kind, 'password-reset'),
              eq(accountLinks.userId, link.userId),
              isNull(accountLinks.usedAt),
            ),
          );
        return link.userId;
      });
    },
    async bumpTokenVersion(id: string) {
      await db.update(users).set({ tokenVersion: bumpedTokenVersion }).where(eq(users.id, id));
    },
    async updateProfile(
      id: string,
      values: { fullName: string; email: string },
    ): Promise<UserRow | 'duplicate'> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },
    /** Changes a role unless that would demote the last administrator; the check and the change share a lock. */
    async updateRoleUnlessLast(id: string, role: Role): Promise<UserRow | 'last' | 'missing'> {
      return db.transaction(async (tx) => {
        await tx.execute(ACCOUNTS_LOCK);
        const [target] = await tx.select().from(users).where(eq(users.id, id));
        if (!target) return 'missing';
        if (
          target.role === 'administrator' &&
          role !== 'administrator' &&
          (await administratorCount(tx)) <= 1
        ) {
          return 'last';
        }
        const [row] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row!;
      });
    },
    /** Deletes unless it would leave no administrator; the check and the delete share a lock. */
    async deleteUnlessLast(id: string): Promise<UserRow | 'last' | 'missing'> {
      return db.transaction(async (tx) => {
        await tx.execute(ACCOUNTS_LOCK);
        const [target] = await tx.select().from(users).where(eq(users.id, id));
        if (!target) return 'missing';
        if (target.role === 'administrator' && (await administratorCount(tx)) <= 1) return 'last';
        await tx.delete(users).where(eq(users.id, id));
        return target;
      });
    },
    async setPendingTotp(id: string, secret: string) {
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, id));
    },
    /** Turns the pending secret on, if it is still the one the code was checked against. */
    async enableTotp(id: string, secret: string, acceptedStep: number, recoveryHashes: string[]) {
      const [row] = await db
        .update(users)
        .set({
          totpSecret: secret,
          totpPendingSecret: null,
          totpLastStep: acceptedStep,
          totpRecoveryHashes: recoveryHashes,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.totpPendingSecret, secret), isNull(users.totpSecret)))
        .returning({ id: users.id });
      return Boolean(row);
    },
    async disableTotp(id: string) {
      await db
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
          totpRecoveryHashes: [],
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
    /** Records a code's time step unless it (or a later one) was already used: true when accepted. */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return Boolean(row);
    },
    /** Crosses out one recovery code: true when it was there (each works once). */
    async useRecoveryCode(id: string, hash: string): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ totpRecoveryHashes: sql`array_remove(${users.totpRecoveryHashes}, ${hash})` })
        .where(and(eq(users.id, id), sql`${hash} = any(${users.totpRecoveryHashes})`))
        .returning({ id: users.id });
      return Boolean(row);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
