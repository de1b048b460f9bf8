import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

describe('HTTP caching', () => {
  it('public reads carry an ETag and revalidate to 304 until the content changes', async () => {
    const first = await t.app.inject({ url: '/api/events' });
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');

    const again = await t.app.inject({ url: '/api/events', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(token),
      payload: { title: 'New', description: 'D', eventDate: '2030-01-01T10:00:00Z', venue: 'V' },
    });
    const changed = await t.app.inject({ url: '/api/events', headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('never lets anything sent with a token, or any write, be stored', async () => {
    const admin = await t.app.inject({ url: '/api/posts/all', headers: bearer(token) });
    expect(admin.headers['cache-control']).toBe('no-store');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@x.test', message: 'm' },
    });
    expect(write.headers['cache-control']).toBe('no-store');
    const error = await t.app.inject({ url: '/api/events/not-an-id' });
    expect(error.headers['cache-control']).toBe('no-store');
  });

  it('compresses large JSON for clients that accept it', async () => {
    for (let index = 0; index < 30; index++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/executives',
        headers: bearer(token),
        payload: { name: `Executive number ${index}`, position: 'Member of the executive council' },
      });
    }
    const response = await t.app.inject({
      url: '/api/executives',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toMatch(/^(br|gzip)$/);
  });

  it('sends a public list compressed as each client asks, the same JSON and ETag as uncompressed', async () => {
    const plain = await t.app.inject({ url: '/api/executives' });
    const brotli = await t.app.inject({ url: '/api/executives', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await t.app.inject({ url: '/api/executives', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      url: '/api/executives',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
