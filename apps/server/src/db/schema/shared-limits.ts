import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/*
 * Counts that every instance must see when several share one PostgreSQL (with the embedded
 * database they stay in memory). Both tables are UNLOGGED (written so by hand in their migration:
 * drizzle-kit has no such option): a count lost in a database crash only hands a client a fresh
 * window, and unlogged writes skip the write-ahead log that every request would otherwise add to.
 * Neither is backed up. Expired rows are deleted, and each limit keeps at most its share of the most
 * recently seen rows, so a flood of new addresses or e-mails cannot grow them without bound.
 */

/** Requests per address and limit (@fastify/rate-limit's counts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which limit: the route it guards. */
    limitName: text('limit_name').notNull(),
    address: text('address').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.limitName, table.address] }),
    index('rate_limit_hits_seen_idx').on(table.limitName, table.lastSeenAt),
  ],
);

/** Failed logins per account, unknown e-mail or device, and failed password re-checks per account (modules/users/login-throttle.ts). */
export const loginFailures = pgTable(
  'login_failures',
  {
    kind: text('kind', { enum: ['account', 'unknown-email', 'device', 'password-check'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
    lastFailedAt: instant('last_failed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key] }),
    index('login_failures_failed_idx').on(table.kind, table.lastFailedAt),
  ],
);
