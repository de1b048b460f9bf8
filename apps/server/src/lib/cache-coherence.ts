import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Notices } from '../db/notices.ts';
import { CACHE_TAGS, type CacheTag, type ReadCache } from './read-cache.ts';

/** A notice's payload: the instance that sent it and the tags its write changed. */
const notice = z.object({ from: z.string(), tags: z.array(z.string()) });

const isCacheTag = (tag: string): tag is CacheTag => (CACHE_TAGS as readonly string[]).includes(tag);

type Logger = { warn(object: object, message: string): void };

export type CacheCoherence = {
  /**
   * The cache as the app uses it: it reads through the cache only while this instance hears every
   * other instance's writes, and it drops what they invalidate.
   */
  attach(cache: ReadCache): ReadCache;
  /**
   * Drops these tags from every attached cache here and tells the other instances to do the same;
   * settles once the notice is sent (a failure to send is logged, never thrown: the write is done).
   */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
};

/**
 * Keeps the in-process caches of instances sharing one PostgreSQL coherent (docs/decisions/014):
 * a write's invalidation is applied here at once and sent to the others on one NOTIFY channel.
 * While this instance is not listening (starting, or its listening connection lost) it may miss
 * notices, so its caches are emptied and bypassed until it listens again. Without notices (the
 * embedded database, one process) invalidation stays in process.
 */
export function createCacheCoherence(notices: Notices | null, log: Logger): CacheCoherence {
  const caches: ReadCache[] = [];
  const dropLocally = (tags: readonly CacheTag[]) => {
    for (const cache of caches) cache.invalidate(tags);
  };
  if (!notices) {
    return {
      attach: (cache) => {
        caches.push(cache);
        return cache;
      },
      invalidate: async (tags) => dropLocally(tags),
    };
  }

  // Our own notices come back to us: the invalidation they carry was applied when they were sent.
  const self = randomUUID();
  let listening = false;
  notices.listen({
    onNotice(payload) {
      let parsed: z.infer<typeof notice>;
      try {
        parsed = notice.parse(JSON.parse(payload));
      } catch {
        // Not ours to read (a newer version's format?): dropping everything is always safe.
        dropLocally(CACHE_TAGS);
        return;
      }
      if (parsed.from === self) return;
      // A tag this version does not know (a newer instance's) may hide anything: drop everything.
      dropLocally(parsed.tags.every(isCacheTag) ? parsed.tags : CACHE_TAGS);
    },
    onListening() {
      dropLocally(CACHE_TAGS);
      listening = true;
    },
    onLost() {
      listening = false;
      dropLocally(CACHE_TAGS);
    },
  });

  return {
    attach(cache) {
      caches.push(cache);
      return {
        ...cache,
        read: (key, load, options) => (listening ? cache.read(key, load, options) : load()),
      };
    },
    async invalidate(tags) {
      if (tags.length === 0) return;
      dropLocally(tags);
      try {
        await notices.publish(JSON.stringify({ from: self, tags }));
      } catch (error) {
        log.warn({ err: error, tags }, 'cache invalidation not sent to the other instances');
      }
    },
  };
}
