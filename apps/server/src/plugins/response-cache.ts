import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Notices } from '../db/notices.ts';
import type { Clock } from '../lib/clock.ts';
import { isPersonal, PUBLIC_READ } from './http-caching.ts';

/**
 * What public answers show. A read route keeps its answers under the tags it names (`config.cache`);
 * a write route names what it changes (`config.invalidates`). Plain strings, so that they can
 * travel between instances as they are.
 */
// 'media': the library's alt texts, shown with the images of events, posts and executives.
// 'elections': their pages and reads (a ballot cast changes only the turnout: it waits for the TTL).
// biome-ignore format: one line
export const CACHE_TAGS = ['settings', 'events', 'posts', 'executives', 'materials', 'podcast', 'media', 'elections'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** A page may show any of it (the header shows settings, the home page events and posts...). */
export const PAGE_TAGS: readonly CacheTag[] = CACHE_TAGS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read: its 200s are kept whole and sent again until a write changes one of these. */
    cache?: readonly CacheTag[];
    /** The public data a successful call of this write changes; `[]` if none. Every write must say. */
    invalidates?: readonly CacheTag[];
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export type ResponseCache = {
  /** Drops what holds one of these tags, here and on every instance sharing the database. */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
  /** Drops everything (a restored backup, or a test that changed the database behind the app). */
  clear(): void;
};

type Encoding = 'br' | 'gzip';
/** An answer as sent: headers, body, and its compressed copies, made on first demand. */
type Stored = {
  headers: [string, string][];
  body: Buffer;
  tags: readonly CacheTag[];
  encoded: Partial<Record<Encoding, Buffer>>;
};

/**
 * Every write in the app, on any instance, drops what it changed, so an entry lives this long only
 * for what the clock alone changes (a scheduled post going public, an event starting, a countdown
 * on a page) and for changes made outside the app.
 */
export const RESPONSE_TTL_MS = 5_000;
const MAX_BYTES = 48 * 2 ** 20;
/** A larger answer (a whole list of thousands of posts) is made for each request that asks. */
const MAX_ENTRY_BYTES = 16 * 2 ** 20;
/** Below this a body goes out as it is: compressing would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** The answers that may be kept: nothing personal (cookies, limits) is among them. */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'x-total-count', 'link'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const BROTLI_TEXT = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 7,
};
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: BROTLI_TEXT }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** A notice between instances: who sent it and the tags its write changed. */
const notice = z.object({ from: z.string(), tags: z.array(z.enum(CACHE_TAGS)) });

/** A request whose answer others are waiting for: the epoch it started in, and how to hand it over. */
type Loading = { epoch: number; done: (answer: Stored | null) => void };
const loaders = new WeakMap<FastifyRequest, Loading>();

/**
 * The one cache (decision 026): public reads and pages are kept as they were sent (headers, body,
 * ETag, and each compressed copy once made), in one LRU bounded in bytes, and sent again without
 * running the route. A write drops what it declared it changes (pages hold every tag: they are
 * dropped on any content write), and tells the other instances on the database's notice channel;
 * while this instance cannot hear them, it neither keeps nor serves. Concurrent misses of one
 * address wait for the first instead of all running the route.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: { notices: Notices | null; clock: Clock }) => {
    const { notices, clock } = options;
    const store = new LRUCache<string, Stored>({
      maxSize: MAX_BYTES,
      maxEntrySize: MAX_ENTRY_BYTES,
      sizeCalculation: (entry) =>
        entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0),
      ttl: RESPONSE_TTL_MS,
      // Ages read from the app's clock on every look-up (not a copy kept for a millisecond), so
      // that a test moving the clock on sees entries expire at once.
      perf: { now: () => clock.now().getTime() },
      ttlResolution: 0,
    });
    const loading = new Map<string, Promise<Stored | null>>();
    /** Moves on with every invalidation: an answer loaded across one may predate the write, and is not kept. */
    let epoch = 0;
    let listening = notices === null;

    const dropLocally = (tags: readonly CacheTag[]) => {
      if (tags.length === 0) return;
      epoch += 1;
      for (const [key, entry] of store.entries()) {
        if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key);
      }
    };
    const self = randomUUID();
    notices?.listen({
      onNotice(payload) {
        let parsed: ReturnType<typeof notice.safeParse>;
        try {
          parsed = notice.safeParse(JSON.parse(payload));
        } catch {
          parsed = notice.safeParse(null);
        }
        // A notice this version cannot read (a newer one's tag?) may hide anything: drop everything.
        if (!parsed.success) dropLocally(CACHE_TAGS);
        else if (parsed.data.from !== self) dropLocally(parsed.data.tags);
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
    const cache: ResponseCache = {
      async invalidate(tags) {
        if (tags.length === 0) return;
        dropLocally(tags);
        try {
          await notices?.publish(JSON.stringify({ from: self, tags }));
        } catch (error) {
          app.log.warn({ err: error, tags }, 'cache invalidation not sent to the other instances');
        }
      },
      clear: () => dropLocally(CACHE_TAGS),
    };
    app.decorate('responseCache', cache);

    /** The body the client accepts, compressed once per encoding and kept with the entry. */
    function encodedBody(request: FastifyRequest, reply: FastifyReply, key: string, entry: Stored) {
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? encodings.negotiate(accepted) : null;
      if (!encoding || entry.body.length < COMPRESS_FROM_BYTES) return entry.body;
      let body = entry.encoded[encoding];
      if (!body) {
        body = compress[encoding](entry.body);
        entry.encoded[encoding] = body;
        // Counted again at its new size; its time to live runs on from when it was loaded.
        if (store.peek(key) === entry) store.set(key, entry, { noUpdateTTL: true });
      }
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary))
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
      return body;
    }

    const serveFromCache: preHandlerAsyncHookHandler = async function serveFromCache(request, reply) {
      // What is sent with a token or a member cookie is never kept nor sent from here (no-store).
      if (!listening || isPersonal(request)) return;
      const key = request.url;
      let entry = store.get(key);
      if (!entry && request.method === 'GET') {
        const pending = loading.get(key);
        if (!pending) {
          let resolve: (answer: Stored | null) => void = () => {};
          const waited = new Promise<Stored | null>((settle) => (resolve = settle));
          loading.set(key, waited);
          const done = (answer: Stored | null) => {
            if (loading.get(key) === waited) loading.delete(key);
            resolve(answer);
          };
          loaders.set(request, { epoch, done });
          return;
        }
        // The first one's answer, even one a write overtook: it is as fresh as theirs would be.
        entry = (await pending) ?? undefined;
      }
      if (!entry) return;
      for (const [name, value] of entry.headers) reply.header(name, value);
      return reply.send(encodedBody(request, reply, key, entry));
    };

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (methods.some((method) => WRITES.has(method)) && !route.config?.invalidates) {
        throw new Error(
          `${methods.join(',')} ${route.url} must declare config.invalidates: the public data it changes, or [].`,
        );
      }
      if (route.config?.cache) route.preHandler = [...[route.preHandler ?? []].flat(), serveFromCache];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const { config } = request.routeOptions;
      // A write's invalidation lands before its answer leaves (and the other instances are told):
      // a read that follows it, on any instance, never sees the old state.
      if (config.invalidates && reply.statusCode < 400) await cache.invalidate(config.invalidates);
      const load = loaders.get(request);
      if (!load) return payload;
      loaders.delete(request);
      const keepable =
        config.cache &&
        reply.statusCode === 200 &&
        reply.getHeader('cache-control') === PUBLIC_READ &&
        (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!keepable) {
        load.done(null);
        return payload;
      }
      const entry: Stored = {
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = reply.getHeader(name);
          return value === undefined ? [] : [[name, String(value)] as [string, string]];
        }),
        body: Buffer.from(payload),
        tags: config.cache ?? [],
        encoded: {},
      };
      load.done(entry);
      // Made before a write that landed meanwhile, or while deaf to the other instances: not kept.
      if (listening && load.epoch === epoch) store.set(request.url, entry);
      return encodedBody(request, reply, request.url, entry);
    });
    // An answer that never reached onSend (an error on the way, a client gone) frees its waiters.
    const release = async (request: FastifyRequest) => loaders.get(request)?.done(null);
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  },
  { name: 'response-cache', dependencies: ['http-caching'] },
);
