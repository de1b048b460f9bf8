import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

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
    /**
     * Inserts unless `allowed` (run inside the same transaction, after an advisory lock) says no,
     * so two simultaneous "first administrator" registrations cannot both succeed.
     */
    async insertIf(
      values: { fullName: string; email: string; passwordHash: string },
      allowed: (existingUsers: number) => boolean,
    ): Promise<UserRow | 'refused' | 'duplicate'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
        const [countRow] = await tx.select({ value: count() }).from(users);
        if (!allowed(countRow?.value ?? 0)) return 'refused';
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, values.email));
        if (existing) return 'duplicate';
        const [row] = await tx.insert(users).values(values).returning();
        return row!;
      });
    },
    async updatePassword(id: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    async bumpTokenVersion(id: string) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },
    /** Deletes unless it would leave no administrator; the check and the delete share a lock. */
    async deleteUnlessLast(id: string): Promise<UserRow | 'last' | 'missing'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
        const [target] = await tx.select().from(users).where(eq(users.id, id));
        if (!target) return 'missing';
        const [countRow] = await tx.select({ value: count() }).from(users);
        if ((countRow?.value ?? 0) <= 1) return 'last';
        await tx.delete(users).where(eq(users.id, id));
        return target;
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
