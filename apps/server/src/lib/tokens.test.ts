import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
let t: TestApp;
let claims: { sub: string; tv: number };

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  const token = await t.adminToken();
  claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
});
afterAll(() => t.close());

/** A token signed with the site's own key, carrying the administrator's own claims. */
function signed(expires: boolean) {
  const jwt = new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('lss-website')
    .setIssuedAt();
  return (expires ? jwt.setExpirationTime('1h') : jwt).sign(new TextEncoder().encode(SECRET));
}

const stats = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) })).statusCode;

describe('tokens', () => {
  it('refuses a validly signed token that never expires (no exp)', async () => {
    expect(await stats(await signed(true))).toBe(200);
    expect(await stats(await signed(false))).toBe(401);
  });
});
