import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import type { FailureWindow, ThrottleKind, ThrottleStore } from './login-throttle.ts';

/** Every this many failures recorded by one instance, the table is trimmed (see prune). */
const PRUNE_EVERY = 100;
const KINDS: ThrottleKind[] = ['account', 'unknown-email', 'device', 'password-check'];

const windowOf = (row: { failures: number; windowEndsAt: Date }): FailureWindow => ({
  failures: row.failures,
  endsAt: row.windowEndsAt.getTime(),
});

/**
 * The login throttle's counts in PostgreSQL, for instances sharing it: a guesser spreading tries
 * over them meets the same limit as on one. Each failure is one atomic upsert, so failures arriving
 * at once on several instances are all counted.
 *
 * As in memory, each kind keeps at most `maxEntriesPerKind` rows, the most recently failed: a flood
 * of made-up e-mails pushes out only other made-up e-mails. The trim runs every PRUNE_EVERY
 * failures, so a table may exceed its share by that many per instance, never more.
 */
export function createDatabaseThrottleStore(
  db: Database,
  { maxEntriesPerKind = 10_000 } = {},
): ThrottleStore & { prune(now: number): Promise<void> } {
  let failuresSincePrune = 0;
  const at = (kind: ThrottleKind, key: string) =>
    and(eq(loginFailures.kind, kind), eq(loginFailures.key, key));

  async function prune(now: number) {
    await db.delete(loginFailures).where(lte(loginFailures.windowEndsAt, new Date(now)));
    for (const kind of KINDS) {
      const beyondShare = db
        .select({ key: loginFailures.key })
        .from(loginFailures)
        .where(eq(loginFailures.kind, kind))
        .orderBy(desc(loginFailures.lastFailedAt))
        .offset(maxEntriesPerKind);
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.kind, kind), inArray(loginFailures.key, beyondShare)));
    }
  }

  return {
    async get(kind, key, now) {
      const [row] = await db
        .select({ failures: loginFailures.failures, windowEndsAt: loginFailures.windowEndsAt })
        .from(loginFailures)
        .where(and(at(kind, key), gt(loginFailures.windowEndsAt, new Date(now))));
      return row ? windowOf(row) : undefined;
    },

    async addFailure(kind, key, windowMs, now) {
      const moment = new Date(now);
      // A window that has ended starts again from this failure.
      const ended = sql`${loginFailures.windowEndsAt} <= ${moment}`;
      const [row] = await db
        .insert(loginFailures)
        .values({ kind, key, failures: 1, windowEndsAt: new Date(now + windowMs), lastFailedAt: moment })
        .onConflictDoUpdate({
          target: [loginFailures.kind, loginFailures.key],
          set: {
            failures: sql`case when ${ended} then 1 else ${loginFailures.failures} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${loginFailures.windowEndsAt} end`,
            lastFailedAt: moment,
          },
        })
        .returning({ failures: loginFailures.failures, windowEndsAt: loginFailures.windowEndsAt });
      if (++failuresSincePrune >= PRUNE_EVERY) {
        failuresSincePrune = 0;
        await prune(now);
      }
      return windowOf(row!);
    },

    async clear(kind, key) {
      await db.delete(loginFailures).where(at(kind, key));
    },

    prune,
  };
}
