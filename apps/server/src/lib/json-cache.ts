import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const serialized = new WeakMap<object, { json: string; etag: string }>();

/**
 * Sends a cached public read as JSON, serialising it (and hashing its ETag) once per cached value
 * rather than once per request: the read cache hands out the same object until a write or the
 * clock replaces it, so identity is the cache key.
 */
export function sendCachedJson(reply: FastifyReply, value: object | null) {
  if (value === null) return reply.type('application/json; charset=utf-8').send('null');
  let entry = serialized.get(value);
  if (!entry) {
    const json = JSON.stringify(value);
    entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    serialized.set(value, entry);
  }
  return reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.json);
}
