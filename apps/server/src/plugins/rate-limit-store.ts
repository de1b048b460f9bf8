import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Every this many counted requests on one instance, the table is trimmed (see prune). */
const PRUNE_EVERY = 500;

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type LimitOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * @fastify/rate-limit's counts in PostgreSQL, for instances sharing it: three instances enforce the
 * same limit as one. Windows are measured by the database's clock, the one clock they all share.
 * Each request is one atomic upsert. Only the plugin's plain fixed window is supported (no
 * continueExceeding, no exponentialBackoff), which is all the app asks for.
 *
 * Each limit keeps at most `addressesPerLimit` rows, the most recently seen (as the memory store's
 * per-route table does); expired rows go too. The trim runs every PRUNE_EVERY requests, so a limit
 * may exceed its share by that many per instance, never more.
 */
export function databaseRateLimitStore(db: Database, { addressesPerLimit }: { addressesPerLimit: number }) {
  let countedSincePrune = 0;
  // Limiters made with createRateLimit have no route: they are named in the order they are made,
  // which is the same on every instance (the same code registering the same routes).
  let unnamed = 0;

  async function prune() {
    await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEndsAt, sql`now()`));
    const limits = await db.selectDistinct({ name: rateLimitHits.limitName }).from(rateLimitHits);
    for (const { name } of limits) {
      const beyondShare = db
        .select({ address: rateLimitHits.address })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.limitName, name))
        .orderBy(desc(rateLimitHits.lastSeenAt))
        .offset(addressesPerLimit);
      await db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.limitName, name), inArray(rateLimitHits.address, beyondShare)));
    }
  }

  async function increment(limitName: string, address: string, windowMs: number): Promise<Count> {
    const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({
        limitName,
        address,
        hits: 1,
        windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})`,
        lastSeenAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [rateLimitHits.limitName, rateLimitHits.address],
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
          lastSeenAt: sql`now()`,
        },
      })
      .returning({
        current: rateLimitHits.hits,
        ttl: sql<number>`greatest(0, extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000)::float8`,
      });
    if (++countedSincePrune >= PRUNE_EVERY) {
      countedSincePrune = 0;
      await prune();
    }
    return row!;
  }

  async function peek(limitName: string, address: string): Promise<Count> {
    const [row] = await db
      .select({
        current: rateLimitHits.hits,
        ttl: sql<number>`extract(epoch from ${rateLimitHits.windowEndsAt} - now())::float8 * 1000`,
      })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.limitName, limitName),
          eq(rateLimitHits.address, address),
          sql`${rateLimitHits.windowEndsAt} > now()`,
        ),
      );
    return row ?? { current: 0, ttl: 0 };
  }

  const settle = (work: Promise<Count>, callback: Callback) =>
    work.then(
      (count) => callback(null, count),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );

  const nameOf = ({ routeInfo }: RouteInfo) =>
    routeInfo?.url ? `${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url}` : `limiter ${++unnamed}`;

  /** The plugin makes the root store from this class, and one child per limit. */
  class DatabaseStore implements FastifyRateLimitStore {
    readonly limitName: string;
    constructor(options: LimitOptions, limitName = 'global') {
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error('The database rate-limit store counts fixed windows only.');
      this.limitName = limitName;
    }
    incr(address: string, callback: Callback, timeWindow: number) {
      void settle(increment(this.limitName, address, timeWindow), callback);
    }
    read(address: string, callback: Callback) {
      void settle(peek(this.limitName, address), callback);
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const limit = options as typeof options & LimitOptions & RouteInfo;
      return new DatabaseStore(limit, nameOf(limit));
    }
  }

  return { Store: DatabaseStore satisfies FastifyRateLimitStoreCtor, prune };
}
