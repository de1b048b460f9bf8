import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceTokens } from '../../lib/device-tokens.ts';
import { HASHES_AT_ONCE, hashingStats } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createLoginThrottle, createMemoryThrottleStore, LOGIN_LIMITS } from './login-throttle.ts';
import { LOGIN_FAILURES_PER_ADDRESS } from './users.routes.ts';

let t: TestApp;
const owner = { fullName: 'Ada Obi', email: 'owner@lss.test', password: 'moot-court-2026' };
const colleague = { fullName: 'Bola Ade', email: 'bola@lss.test', password: 'law-review-2026' };
const clerk = { fullName: 'Chidi Eze', email: 'chidi@lss.test', password: 'case-brief-2026' };

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  await t.app.inject({ method: 'POST', url: '/api/users/register', payload: owner });
  const { token } = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: owner })).json();
  for (const account of [colleague, clerk]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: account,
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
afterAll(() => t.close());

const login = (account: { email: string; password: string }, from: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: account.email, password: account.password },
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });

/** The name=value part of the device cookie a login answered with. */
function deviceCookie(response: Awaited<ReturnType<typeof login>>): string {
  const header = String(response.headers['set-cookie']);
  return header.split(';')[0]!;
}

/** An address no earlier request used: the attacker rotates through a botnet's. */
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.${100 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

describe('device cookies (OWASP): a stranger cannot lock the owner out', () => {
  it('gives a browser that signs in an HttpOnly, SameSite=Strict cookie for the login route only', async () => {
    const response = await login(owner, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^lss_device=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(header).toContain('Path=/api/users/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).not.toContain('Secure'); // PUBLIC_URL is http here
    const secure = await createDeviceTokens('a-secret-of-enough-length-for-tests-0123', {
      secure: true,
    }).cookieFor('someone');
    expect(secure).toMatch(/; Secure$/);
  });

  it('lets the owner in from their device through 200 guesses from rotating addresses, which mostly go unevaluated', async () => {
    let cookie = deviceCookie(await login(owner, '198.51.100.7'));
    const attackerStatuses: number[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      const guess = await login({ email: owner.email, password: `guess-${attempt}` }, freshAddress());
      attackerStatuses.push(guess.statusCode);
      if (attempt % 8 === 7) {
        const own = await login(owner, '198.51.100.7', cookie);
        expect(own.statusCode, `owner after guess ${attempt}`).toBe(200);
        expect(own.json().email).toBe(owner.email);
        cookie = deviceCookie(own);
      }
    }
    // Evaluated guesses (401) are the untrusted allowance of the hour; the rest are refused unheard.
    const evaluated = attackerStatuses.filter((status) => status === 401).length;
    expect(evaluated).toBeLessThanOrEqual(LOGIN_LIMITS.untrusted.maxFailures);
    expect(attackerStatuses.filter((status) => status === 429)).toHaveLength(200 - evaluated);

    // The trade-off: an unknown browser, even with the right password, waits with the attacker;
    // so does a forged device cookie.
    const stranger = await login(owner, '198.51.100.8');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ message: 'Too many login attempts. Please try again later.' });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const forged = `${cookie.slice(0, -4)}AAAA`;
    expect((await login(owner, '198.51.100.7', forged)).statusCode).toBe(429);
    // The owner's device still signs in.
    expect((await login(owner, '198.51.100.7', cookie)).statusCode).toBe(200);
  });

  it("does not let one account's device cookie vouch for another account", async () => {
    const ownersCookie = deviceCookie(await login(owner, '198.51.100.7'));
    for (let attempt = 0; attempt < LOGIN_LIMITS.untrusted.maxFailures; attempt++) {
      expect((await login({ ...colleague, password: 'wrong-guess' }, freshAddress())).statusCode).toBe(401);
    }
    expect((await login(colleague, '198.51.100.7', ownersCookie)).statusCode).toBe(429);
  });

  it("limits a known device's own failures, without touching other devices", async () => {
    const first = deviceCookie(await login(clerk, '198.51.100.20'));
    const second = deviceCookie(await login(clerk, '198.51.100.21'));
    for (let attempt = 0; attempt < LOGIN_LIMITS.device.maxFailures; attempt++) {
      expect((await login({ ...clerk, password: 'fat-fingered' }, '198.51.100.20', first)).statusCode).toBe(
        401,
      );
    }
    expect((await login(clerk, '198.51.100.20', first)).statusCode).toBe(429);
    expect((await login(clerk, '198.51.100.21', second)).statusCode).toBe(200);
    // Its failures were its own: a new browser is not locked out of the account.
    expect((await login(clerk, '198.51.100.22')).statusCode).toBe(200);
  });

  it('limits the failures of one address across accounts (unknown e-mails answered alike)', async () => {
    const from = freshAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ADDRESS; attempt++) {
      const response = await login({ email: `nobody${attempt}@lss.test`, password: 'guess-1' }, from);
      expect(response.statusCode).toBe(401);
    }
    const refused = await login({ email: 'someone-else@lss.test', password: 'guess-1' }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the throttle table', () => {
  it('keeps a lock through 50,000 junk failures, evicting only the oldest junk', async () => {
    const throttle = createLoginThrottle(createMemoryThrottleStore({ maxEntriesPerKind: 10_000 }));
    const account = { kind: 'account', key: 'owner-id', deviceId: null } as const;
    const junk = (index: number) =>
      ({ kind: 'unknown-email', key: `junk${index}@x.test`, deviceId: null }) as const;
    const now = Date.now();
    for (let attempt = 0; attempt < LOGIN_LIMITS.untrusted.maxFailures; attempt++) {
      await throttle.recordFailure(account, now);
      await throttle.recordFailure(junk(0), now);
    }
    for (let index = 1; index <= 50_000; index++) await throttle.recordFailure(junk(index), now);
    for (let attempt = 1; attempt < LOGIN_LIMITS.untrusted.maxFailures; attempt++)
      await throttle.recordFailure(junk(50_000), now);

    expect(await throttle.retryAfter(account, now + 1000)).toBeGreaterThan(0);
    expect(await throttle.retryAfter(junk(50_000), now + 1000)).toBeGreaterThan(0);
    // The oldest junk made room; its lock went with it.
    expect(await throttle.retryAfter(junk(0), now + 1000)).toBe(0);
  });
});

describe('password hashing', () => {
  it('refuses a closed registration before hashing anything', async () => {
    const before = hashingStats().started;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { fullName: 'Eve', email: 'eve@lss.test', password: 'another-pass-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Registration is closed. Ask an administrator to create your account.',
    );
    expect(hashingStats().started).toBe(before);
  });

  it('hashes once for an unknown e-mail as for a wrong password (same work, same time)', async () => {
    await login({ email: 'warm-up@lss.test', password: 'whatever-1' }, freshAddress());
    let before = hashingStats().started;
    expect(
      (await login({ email: 'ghost@lss.test', password: 'whatever-1' }, freshAddress())).statusCode,
    ).toBe(401);
    expect(hashingStats().started - before).toBe(1);
    before = hashingStats().started;
    const wrong = await login({ email: colleague.email, password: 'whatever-1' }, '198.51.100.7', undefined);
    expect([401, 429]).toContain(wrong.statusCode);
    // The colleague is locked by now (429, nothing hashed) or the guess was checked (one hash).
    expect(hashingStats().started - before).toBe(wrong.statusCode === 401 ? 1 : 0);
  });

  it('runs at most a couple of hashes at once, however many anonymous logins arrive', async () => {
    const before = hashingStats().started;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        login({ email: `crowd${index}@lss.test`, password: 'guess-2026' }, freshAddress()),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(401));
    expect(hashingStats().started - before).toBe(40);
    // scrypt shares libuv's four threads with file and DNS work: two stay free.
    expect(hashingStats().peak).toBe(HASHES_AT_ONCE);
  });
});
