import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from './db/schema/index.ts';
import { createDatabaseThrottleStore } from './modules/users/login-failures.repository.ts';
import { LOGIN_LIMITS } from './modules/users/login-throttle.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Two instances on one PostgreSQL database, each with a data directory of its own and no
 * JWT_SECRET, as on two machines: limits, the login throttle and tokens are the same on both.
 */
let a: TestApp;
let b: TestApp;
const owner = { fullName: 'Ada Obi', email: 'owner@lss.test', password: 'moot-court-2026' };

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  a = await createTestApp({ TRUST_PROXY: 'loopback' });
  b = await createTestApp({ TRUST_PROXY: 'loopback' }, { databaseUrl: a.databaseUrl! });
  expect(
    (await a.app.inject({ method: 'POST', url: '/api/users/register', payload: owner })).statusCode,
  ).toBe(201);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const login = (on: TestApp, password: string, from: string, cookie?: string) =>
  on.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: owner.email, password },
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });

const testLimitRows = async () => {
  const [row] = await a.database.db
    .select({ rows: count() })
    .from(rateLimitHits)
    .where(like(rateLimitHits.limitName, 'POST /test/%'));
  return row!.rows;
};

describe('two instances sharing PostgreSQL', () => {
  it('sign with one secret: a token and a device cookie from A are good on B', async () => {
    const signedIn = await login(a, owner.password, '198.51.100.1');
    expect(signedIn.statusCode).toBe(200);
    const dashboard = await b.app.inject({
      url: '/api/dashboard/stats',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(dashboard.statusCode).toBe(200);

    // Strangers lock the account out (from both instances); A's device still signs in on B.
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    for (let attempt = 0; attempt < LOGIN_LIMITS.untrusted.maxFailures; attempt++) {
      const on = attempt % 2 ? a : b;
      expect((await login(on, 'wrong-guess', `203.0.113.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(a, owner.password, '203.0.113.99')).statusCode).toBe(429);
    expect((await login(b, owner.password, '203.0.113.99')).statusCode).toBe(429);
    expect((await login(b, owner.password, '198.51.100.1', cookie)).statusCode).toBe(200);
  });

  it('count one address across both instances against one limit', async () => {
    const contact = (on: TestApp) =>
      on.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Tolu', email: 'tolu@student.test', message: 'A question' },
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
    // Ten messages per ten minutes (contact.routes.ts), sent in turn through A and B.
    for (let sent = 0; sent < 10; sent++) expect((await contact(sent % 2 ? a : b)).statusCode).toBe(201);
    const refused = await contact(a);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(b)).statusCode).toBe(429);
  });
});

describe('the shared tables stay bounded', () => {
  it('login failures: expired windows go, each kind keeps its most recent share', async () => {
    const store = createDatabaseThrottleStore(a.database.db, { maxEntriesPerKind: 3 });
    const now = Date.parse('2030-01-01T00:00:00Z');
    await store.addFailure('account', 'the-owner', 60_000, now);
    for (let index = 0; index < 10; index++)
      await store.addFailure('unknown-email', `junk${index}@x.test`, 60_000, now + index);
    await store.addFailure('device', 'a-short-window', 10, now);

    await store.prune(now + 1000);
    expect(await store.get('account', 'the-owner', now + 1000)).toEqual({
      failures: 1,
      endsAt: now + 60_000,
    });
    expect(await store.get('device', 'a-short-window', now)).toBeUndefined();
    for (let index = 0; index < 7; index++)
      expect(await store.get('unknown-email', `junk${index}@x.test`, now + 1000)).toBeUndefined();
    for (let index = 7; index < 10; index++)
      expect(await store.get('unknown-email', `junk${index}@x.test`, now + 1000)).toMatchObject({
        failures: 1,
      });
  });

  it('rate-limit counts: expired windows go, each limit keeps its most recently seen addresses', async () => {
    const { Store, prune } = databaseRateLimitStore(a.database.db, { addressesPerLimit: 3 });
    const limit = new Store({}).child({ routeInfo: { method: 'POST', url: '/test/limited' } } as never);
    const short = new Store({}).child({ routeInfo: { method: 'POST', url: '/test/short' } } as never);
    const hit = (store: typeof limit, address: string, windowMs = 60_000) =>
      new Promise<{ current: number }>((resolve, reject) =>
        store.incr(address, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
      );
    for (let index = 0; index < 8; index++) await hit(limit, `10.0.0.${index}`);
    expect(await hit(limit, '10.0.0.7')).toMatchObject({ current: 2 });
    await hit(short, '10.0.0.1', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await testLimitRows()).toBe(9);
    await prune();
    expect(await testLimitRows()).toBe(3);
    // The three most recently seen addresses kept their counts.
    expect(await hit(limit, '10.0.0.7')).toMatchObject({ current: 3 });
    expect(await hit(limit, '10.0.0.5')).toMatchObject({ current: 2 });
    expect(await hit(limit, '10.0.0.0')).toMatchObject({ current: 1 });
  });
});
