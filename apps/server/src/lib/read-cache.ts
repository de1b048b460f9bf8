import type { z } from 'zod';
import { type SerialisedRead, serialiseRead } from './json-cache.ts';

/**
 * What public data depends on. A write names the tags it changes (route `config.invalidates`) and
 * only entries holding one of them are dropped. Plain strings, so that they can travel between
 * instances as they are.
 */
// 'media': the library's alt texts, shown with the images of events, posts and executives.
export const CACHE_TAGS = [
  'settings',
  'events',
  'posts',
  'executives',
  'materials',
  'podcast',
  'media',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export type ReadOptions<T> = {
  /**
   * The data the value was made from. A function is asked once the load has settled, for values
   * (a rendered page) that learn what they read while loading. Without tags, the entry is taken to
   * depend on everything.
   */
  tags?: readonly CacheTag[] | ((value: T) => Iterable<CacheTag>);
  /** When the clock alone makes the value stale (a scheduled post going public), or null. */
  validUntil?: () => Promise<Date | null>;
};

/**
 * An in-process cache of public reads and pages. An entry is dropped when a write invalidates one of
 * its tags (on any instance sharing the database: lib/cache-coherence.ts), when the clock alone would
 * change it, and after `maxAgeMs`, for changes made outside the app.
 */
export type ReadCache = {
  /**
   * The cached value for key, or the loader's, kept under the tags the options name (an entry
   * without tags answers to every write).
   */
  read<T>(key: string, load: () => Promise<T>, options?: ReadOptions<T>): Promise<T>;
  /**
   * Drops every entry holding one of these tags. Every invalidation passes through here; the app's
   * cache settles once the other instances have been told.
   */
  invalidate(tags: readonly CacheTag[]): void | Promise<void>;
  /** Drops everything (a restored backup, or a test that wants the database's own answer). */
  clear(): void;
};

type Entry = {
  value: Promise<unknown>;
  /** Until `expiresAt` accounts for the clock (validUntil): readers wait, so none is served past it. */
  expiryPending: Promise<void> | null;
  expiresAt: number;
  tags: ReadonlySet<CacheTag>;
};

export function createReadCache({
  maxAgeMs,
  maxEntries = 500,
}: {
  maxAgeMs: number;
  maxEntries?: number;
}): ReadCache {
  // Map order is insertion order: the first entry is the oldest. A load in flight is an entry too,
  // so that concurrent readers share it, and so that a write landing meanwhile drops it: a value
  // that may predate the write is handed to those already waiting, never kept.
  const entries = new Map<string, Entry>();
  const everything: ReadonlySet<CacheTag> = new Set(CACHE_TAGS);
  const isCurrent = (key: string, entry: Entry) => entries.get(key) === entry;

  function invalidate(tags: readonly CacheTag[]) {
    if (tags.length === 0) return;
    for (const [key, entry] of entries) {
      if (tags.some((tag) => entry.tags.has(tag))) entries.delete(key);
    }
  }

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  function start<T>(key: string, load: () => Promise<T>, options: ReadOptions<T>): Promise<T> {
    const value = load();
    const drop = () => {
      if (isCurrent(key, entry)) entries.delete(key);
    };
    const entry: Entry = {
      value,
      expiryPending: null,
      expiresAt: Date.now() + maxAgeMs,
      // Tags learnt while loading are not known yet: until then the entry answers to any write.
      tags: Array.isArray(options.tags) ? new Set<CacheTag>(options.tags) : everything,
    };
    if (options.validUntil) {
      entry.expiryPending = options.validUntil().then((until) => {
        if (until) entry.expiresAt = Math.min(entry.expiresAt, until.getTime());
        entry.expiryPending = null;
      }, drop);
    }
    keep(key, entry);
    const { tags } = options;
    value.then((settled) => {
      if (typeof tags === 'function' && isCurrent(key, entry)) entry.tags = new Set(tags(settled));
    }, drop);
    return value;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        if (hit.expiryPending) await hit.expiryPending;
        if (isCurrent(key, hit) && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
      }
      return start(key, load, options);
    },
    invalidate,
    clear() {
      invalidate(CACHE_TAGS);
    },
  };
}

/**
 * A public read: its value shaped by the response schema, its tags, and the same read already
 * serialised for the API. Both come from one cache entry.
 */
export type PublicRead<A extends unknown[], T> = {
  (...args: A): Promise<T>;
  serialised(...args: A): Promise<SerialisedRead<T>>;
  readonly tags: readonly CacheTag[];
  readonly validUntil?: () => Promise<Date | null>;
};

/**
 * Wraps a read for the cache: the result is parsed by its response schema (unknown keys, such as a
 * column added to the table, are dropped) and serialised once when loaded, never per request.
 * Calls with arguments are keyed by them; a call that passes its own clock (a `Date` argument, as
 * tests do) bypasses the cache.
 */
export function cachedReads(
  cache: ReadCache,
  /**
   * What the API's JSON of each read goes through once, when loaded (upload URLs made absolute for
   * other origins). The value, which pages render, stays as read.
   */
  finishJson?: (json: string) => string,
) {
  return <A extends unknown[], S extends z.ZodType>(
    name: string,
    options: { schema: S; tags: readonly CacheTag[]; validUntil?: () => Promise<Date | null> },
    read: (...args: A) => Promise<z.input<S>>,
  ): PublicRead<A, z.output<S>> => {
    const { schema, tags, validUntil } = options;
    const load = async (args: A) => serialiseRead(schema, await read(...args), finishJson);
    const serialised = (...args: A) =>
      args.some((arg) => arg instanceof Date)
        ? load(args)
        : cache.read(`${name}:${JSON.stringify(args)}`, () => load(args), { tags, validUntil });
    const value = async (...args: A) => (await serialised(...args)).value;
    return Object.assign(value, { serialised, tags, ...(validUntil ? { validUntil } : {}) });
  };
}
