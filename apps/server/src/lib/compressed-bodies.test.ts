import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedBodies, preferredEncoding } from './compressed-bodies.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('createCompressedBodies', () => {
  const list = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ title: `Post ${i}` })));

  it('gives back the same body once decompressed, in both encodings', () => {
    const bodies = createCompressedBodies({ maxBytes: 1_000_000 });
    const body = list(200);
    expect(brotliDecompressSync(bodies.get('br', body)).toString()).toBe(body);
    expect(gunzipSync(bodies.get('gzip', body)).toString()).toBe(body);
  });

  it('compresses a body once, and a changed body afresh', () => {
    const bodies = createCompressedBodies({ maxBytes: 1_000_000 });
    const first = bodies.get('br', list(200));
    expect(bodies.get('br', list(200))).toBe(first);
    const changed = bodies.get('br', list(201));
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed).toString()).toBe(list(201));
  });

  it('keeps within its memory bound by dropping the oldest bodies', () => {
    const bodies = createCompressedBodies({ maxBytes: 40_000 });
    const first = bodies.get('gzip', list(300));
    for (let n = 301; n < 310; n++) bodies.get('gzip', list(n));
    // Evicted: compressed again, so a new (equal) buffer.
    const again = bodies.get('gzip', list(300));
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
