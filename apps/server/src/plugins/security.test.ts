import { createHash } from 'node:crypto';
import { ISLAND_LOADER } from '@lss/shared/island-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a strict CSP without nonces and the other headers on every response', async () => {
    for (const url of ['/api/events', '/api/nothing', '/api/docs/', '/uploads/missing.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // This origin's files, and the islands' loader, the one inline script, by its hash.
      const loader = `'sha256-${createHash('sha256').update(ISLAND_LOADER).digest('base64')}'`;
      expect(csp.match(/script-src ([^;]*)/)?.[1]).toBe(`'self' ${loader}`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toContain('nonce-');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("gives the built assets only nosniff (and HSTS): the rest governs documents, not a page's files", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.css' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'referrer-policy',
    ])
      expect(response.headers[documentOnly], documentOnly).toBeUndefined();
  });

  it('adds HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://lss.example.org' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('overload', () => {
  it('answers 503 at once beyond the requests in flight it can hold', async () => {
    const small = await createTestApp({}, { maxInFlight: 2 });
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => small.app.inject({ method: 'GET', url: '/api/events' })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      const refused = responses.find((response) => response.statusCode === 503)!;
      expect(refused.json()).toEqual({ message: 'The service is busy. Please try again in a moment.' });
      expect(refused.headers['retry-after']).toBe('2');
      // Once the burst is over, requests are served again.
      expect((await small.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
