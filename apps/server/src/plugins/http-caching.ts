import etag, { fnv1a } from '@fastify/etag';
import { API_BASE_PATH } from '@lss/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createCompressedBodies,
  preferredEncoding,
  setEncodedBodyHeaders,
} from '../lib/compressed-bodies.ts';

/** Public reads and pages: the same for everyone, kept briefly by shared caches, revalidated by browsers. */
export const PUBLIC_READ = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** Below this a body goes out as it is: compressing would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * HTTP caching for reads: every 200 carries an ETag and a matching If-None-Match gets 304 with no
 * body. Public API reads may be kept briefly by shared caches (a CDN) and are revalidated by
 * browsers every time, so an administrator sees a change at once; anything sent with a token is
 * never stored.
 */
export const httpCachingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(etag, { hashFn: fnv1a });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith(`${API_BASE_PATH}/`) || reply.getHeader('cache-control')) return;
      const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
      const personal = request.headers.authorization !== undefined || request.admin !== null;
      reply.header('cache-control', cacheable && !personal ? PUBLIC_READ : 'no-store');
    });
    // Public reads are compressed once per distinct body, not once per request: sendCachedJson
    // (lib/json-cache.ts) hands out the same string for a cached read, so the copy is found by it.
    // @fastify/compress still handles every other response, and leaves these alone as encoded.
    const compressedBodies = createCompressedBodies({ maxBytes: 8 * 2 ** 20 });
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES) return payload;
      if (request.method !== 'GET' || reply.getHeader('cache-control') !== PUBLIC_READ) return payload;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const body = compressedBodies.get(encoding, payload);
      setEncodedBodyHeaders(reply, encoding, body.length);
      return body;
    });
  },
  { name: 'http-caching', dependencies: ['auth'] },
);
