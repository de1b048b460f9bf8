import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** A public read as the read cache keeps it: shaped by its response schema, with its JSON and ETag. */
export type SerialisedRead<T> = { readonly value: T; readonly json: string; readonly etag: string };

/**
 * Parses a read by its response schema, which drops every key the schema does not name (a column
 * added to a table stays private until the schema publishes it), then serialises and hashes it.
 * The read cache does this once per loaded value, not once per request.
 */
export function serialiseRead<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  /** What the JSON text goes through before it is kept (upload URLs made absolute: lib/upload-links.ts). */
  finish: (json: string) => string = (json) => json,
): SerialisedRead<z.output<S>> {
  const value = schema.parse(raw);
  const json = finish(JSON.stringify(value));
  return { value, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Sends a cached public read as it was serialised. The same string goes out until a write or the
 * clock replaces the entry, which lets the compression cache (http-caching.ts) find it by value.
 */
export function sendCachedJson(reply: FastifyReply, read: SerialisedRead<unknown>) {
  return reply.header('etag', read.etag).type('application/json; charset=utf-8').send(read.json);
}
