/**
 * An in-process cache of public reads. Every successful write clears it (app.ts); an entry also
 * expires when the data it holds would change by the clock alone (a scheduled post going public, an
 * episode going live), and after `maxAgeMs` so that several processes sharing one PostgreSQL see
 * each other's writes soon enough.
 */
export type ReadCache = {
  /** The cached value for key, or the loader's; `validUntil` says when time alone makes it stale. */
  read<T>(key: string, load: () => Promise<T>, validUntil?: () => Promise<Date | null>): Promise<T>;
  clear(): void;
};

export function createReadCache({
  maxAgeMs,
  maxEntries = 500,
}: {
  maxAgeMs: number;
  maxEntries?: number;
}): ReadCache {
  let entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  let generation = 0;
  return {
    async read<T>(key: string, load: () => Promise<T>, validUntil?: () => Promise<Date | null>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const startedIn = generation;
      const value = load();
      // The caller receives and handles a failure; until it does (validUntil is still being read),
      // the rejection must not count as unhandled.
      value.catch(() => undefined);
      const until = validUntil ? await validUntil() : null;
      const expiresAt = Math.min(now + maxAgeMs, until ? until.getTime() : Number.POSITIVE_INFINITY);
      // A write that landed while we loaded may not be in the value: then do not keep it.
      if (startedIn === generation) {
        if (entries.size >= maxEntries) entries = new Map();
        entries.set(key, { value, expiresAt });
        value.catch(() => entries.delete(key));
      }
      return value;
    },
    clear() {
      generation += 1;
      entries = new Map();
    },
  };
}

/**
 * Wraps a read for the cache. Calls with arguments are keyed by them; a call that passes its own
 * clock (a `Date` argument, as tests do) bypasses the cache.
 */
export function cachedReads(cache: ReadCache) {
  return <A extends unknown[], T>(
    name: string,
    read: (...args: A) => Promise<T>,
    validUntil?: () => Promise<Date | null>,
  ): ((...args: A) => Promise<T>) =>
    (...args: A) =>
      args.some((arg) => arg instanceof Date)
        ? read(...args)
        : cache.read(`${name}:${JSON.stringify(args)}`, () => read(...args), validUntil);
}
