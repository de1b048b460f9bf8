import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type BodyEncoding = 'br' | 'gzip';

/**
 * The content codings an Accept-Encoding header allows (those with q=0 are refused). Our own parse:
 * @fastify/compress negotiates every other response but does not export its parser.
 */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  return accepted;
}

/** The encoding a client accepts that we prefer (brotli, then gzip), or null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Headers for a body sent already encoded (so @fastify/compress leaves it alone): its coding, its
 * length, and Vary so that caches keep one copy per coding.
 */
export function setEncodedBodyHeaders(reply: FastifyReply, encoding: BodyEncoding, length: number) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
  reply.header('content-length', length);
}

const compress: Record<BodyEncoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * Compressed copies of response bodies, keyed by the body itself: a public list is the same text
 * for every visitor until something changes, so it is compressed once rather than on every request
 * (brotli of a 270 kB posts list costs milliseconds of CPU each time). Keyed by content, an entry
 * can never be served for a different body; the oldest entries go when `maxBytes` is exceeded.
 */
export function createCompressedBodies({ maxBytes }: { maxBytes: number }) {
  // Keyed by the body string itself: the same serialised list comes back as the very same string.
  const entries = new Map<string, { encoded: Partial<Record<BodyEncoding, Buffer>>; size: number }>();
  let bytes = 0;
  return {
    get(encoding: BodyEncoding, body: string): Buffer {
      const entry = entries.get(body);
      const hit = entry?.encoded[encoding];
      if (hit) return hit;
      const compressed = compress[encoding](body);
      // The body is held too (two bytes a character at most).
      const added = (entry ? 0 : body.length * 2) + compressed.length;
      if (added > maxBytes) return compressed;
      if (entry) {
        entry.encoded[encoding] = compressed;
        entry.size += added;
      } else entries.set(body, { encoded: { [encoding]: compressed }, size: added });
      bytes += added;
      for (const [oldBody, old] of entries) {
        if (bytes <= maxBytes) break;
        if (oldBody === body) continue;
        entries.delete(oldBody);
        bytes -= old.size;
      }
      return compressed;
    },
  };
}
