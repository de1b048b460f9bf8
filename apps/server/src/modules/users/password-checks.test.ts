import { apiMessages } from '@lss/shared/api-messages';
import { authMessages } from '@lss/shared/auth-messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { LOGIN_LIMITS } from './login-throttle.ts';

// A signed-in session asking the account's password again (a new password, a new e-mail) is
// throttled per account like a login: a stolen session is no free password oracle.

let t: TestApp;
let root: string;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  root = await t.adminToken();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const account = async () => {
  const token = await t.adminToken(root);
  const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json();
  return { token, email: me.email as string };
};

const changePassword = (token: string, currentPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/me/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword: 'a-brand-new-pass-2027' },
  });
const changeEmail = (token: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/me',
    headers: bearer(token),
    payload: {
      fullName: 'Renamed Admin',
      email: `moved-${Math.random().toString(36).slice(2)}@lss.test`,
      password,
    },
  });

describe.each([
  ['PUT /api/users/me/password', changePassword, authMessages.wrongCurrentPassword],
  ['PUT /api/users/me (new e-mail)', changeEmail, authMessages.wrongPassword],
] as const)('password re-check on %s', (_, attempt, wrongMessage) => {
  it('answers 400 to the first wrong passwords, then 429 with Retry-After, even for the right one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await account();
    const statuses: number[] = [];
    for (let index = 0; index < 15; index++) {
      const response = await attempt(token, `wrong-guess-${index}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 400) expect(response.json().message).toBe(wrongMessage);
    }
    const allowed = LOGIN_LIMITS.passwordCheck.maxFailures;
    expect(statuses).toEqual([...Array(allowed).fill(400), ...Array(15 - allowed).fill(429)]);

    const refused = await attempt(token, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(apiMessages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The window over, the right password works again.
    vi.setSystemTime(Date.now() + LOGIN_LIMITS.passwordCheck.windowMs + 1000);
    const done = await attempt(token, PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('password re-checks', () => {
  it('count per account: one account locked leaves another free', async () => {
    const locked = await account();
    const free = await account();
    for (let index = 0; index < LOGIN_LIMITS.passwordCheck.maxFailures; index++) {
      expect((await changePassword(locked.token, 'wrong-guess')).statusCode).toBe(400);
    }
    expect((await changePassword(locked.token, 'wrong-guess')).statusCode).toBe(429);
    expect((await changePassword(free.token, 'wrong-guess')).statusCode).toBe(400);
    expect((await changePassword(free.token, PASSWORD)).statusCode).toBe(200);
  });

  it("are not a stranger's to use up: failed logins to the account leave its owner's re-checks alone", async () => {
    const owner = await account();
    for (let index = 0; index < 8; index++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-for': `10.7.0.${index}` },
        payload: { email: owner.email, password: 'stranger-guess' },
      });
    }
    expect((await changeEmail(owner.token, PASSWORD)).statusCode).toBe(200);
  });

  it('start afresh after the right password', async () => {
    const { token } = await account();
    for (let index = 0; index < LOGIN_LIMITS.passwordCheck.maxFailures - 1; index++) {
      expect((await changeEmail(token, 'wrong-guess')).statusCode).toBe(400);
    }
    const moved = await changeEmail(token, PASSWORD);
    expect(moved.statusCode).toBe(200);
    const session = moved.json().token as string;
    for (let index = 0; index < LOGIN_LIMITS.passwordCheck.maxFailures; index++) {
      expect((await changeEmail(session, 'wrong-guess')).statusCode).toBe(400);
    }
    expect((await changeEmail(session, 'wrong-guess')).statusCode).toBe(429);
  });
});
