import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const ada = { fullName: 'Ada Obi', email: 'ada@lss.test', password: 'moot-court-2026' };

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/register', payload, headers });
const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload, headers });

describe('registration and login', () => {
  it('lets the first administrator register, then closes registration', async () => {
    const first = await register(ada);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ fullName: 'Ada Obi', email: 'ada@lss.test' });
    expect(first.json()).not.toHaveProperty('passwordHash');

    const second = await register({ fullName: 'Eve', email: 'eve@lss.test', password: 'another-pass-1' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      message: 'Registration is closed. Ask an administrator to create your account.',
    });
  });

  it('logs in with token, fullName, email and role; the token opens admin routes', async () => {
    const response = await login({ email: 'ADA@lss.test ', password: ada.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      fullName: 'Ada Obi',
      email: 'ada@lss.test',
      role: 'administrator',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(body.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same to a wrong password and to an unknown e-mail', async () => {
    const wrong = await login(
      { email: ada.email, password: 'not-the-password' },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    const unknown = await login(
      { email: 'nobody@lss.test', password: 'whatever-1' },
      { 'x-forwarded-for': '10.0.0.2' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('lets a logged-in administrator add a colleague; e-mails are unique', async () => {
    const token = (await login({ email: ada.email, password: ada.password })).json().token;
    const colleague = { fullName: 'Bola Ade', email: 'bola@lss.test', password: 'law-review-2026' };
    expect((await register(colleague, bearer(token))).statusCode).toBe(201);
    const duplicate = await register({ ...colleague, email: 'BOLA@lss.test' }, bearer(token));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An account with this email already exists.');
  });

  it('refuses short, overlong and common passwords and malformed e-mails with field errors', async () => {
    const token = (await login({ email: ada.email, password: ada.password })).json().token;
    const cases = [
      [{ password: 'short' }, 'password', 'Password must be at least 8 characters.'],
      [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters.'],
      [{ password: 'password123' }, 'password', 'This password is too common. Please choose another.'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ] as const;
    for (const [override, field, message] of cases) {
      const response = await register(
        { fullName: 'C', email: 'c@lss.test', password: 'fine-pass-2026', ...override },
        bearer(token),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
  });

  it('throttles repeated failures with 429 and Retry-After, even for the right password', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: 'bola@lss.test', password: 'wrong-guess' }, headers)).statusCode).toBe(
        401,
      );
    }
    const throttled = await login({ email: 'bola@lss.test', password: 'law-review-2026' }, headers);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the registration open setting lets anyone register', async () => {
    const open = await createTestApp({ REGISTRATION_OPEN: 'true' });
    try {
      await open.adminToken();
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { fullName: 'Anyone', email: 'anyone@lss.test', password: 'open-door-2026' },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});

describe('tokens', () => {
  it('refuses tokens signed with another key, with alg none, or expired', async () => {
    const user = (await login({ email: ada.email, password: ada.password })).json();
    const [header, payload] = user.token.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const foreign = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub)
      .setIssuer('lss-website')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
    for (const token of [`${noneHeader}.${payload}.`, foreign, `${header}.${payload}.tampered`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }

    const shortLived = await createTestApp({ JWT_EXPIRES_IN: '1s' });
    try {
      const token = await shortLived.adminToken();
      shortLived.clock.advance(2100);
      const response = await shortLived.app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired. Please log in again.');
    } finally {
      await shortLived.close();
    }
  });

  it('logout and password change revoke earlier tokens', async () => {
    const first = (await login({ email: ada.email, password: ada.password })).json().token;
    const second = (await login({ email: ada.email, password: ada.password })).json().token;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(first) })).statusCode,
    ).toBe(200);
    for (const token of [first, second]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }

    const token = (await login({ email: ada.email, password: ada.password })).json().token;
    const wrongCurrent = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(token),
      payload: { currentPassword: 'nope-nope', newPassword: 'new-moot-court-2027' },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe('Your current password is incorrect.');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(token),
      payload: { currentPassword: ada.password, newPassword: 'new-moot-court-2027' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(changed.json().token) }))
        .statusCode,
    ).toBe(200);
    expect((await login({ email: ada.email, password: 'new-moot-court-2027' })).statusCode).toBe(200);
    ada.password = 'new-moot-court-2027';
  });
});

describe('administrators', () => {
  it('lists administrators and removes another one, never oneself or the last one', async () => {
    const token = (await login({ email: ada.email, password: ada.password })).json().token;
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(
      list
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['ada@lss.test', 'bola@lss.test']);
    const bola = list.json().find((u: { email: string }) => u.email === 'bola@lss.test');
    const adaId = list.json().find((u: { email: string }) => u.email === 'ada@lss.test')._id;

    const self = await t.app.inject({ method: 'DELETE', url: `/api/users/${adaId}`, headers: bearer(token) });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot remove your own account.');

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${bola._id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${bola._id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it('requires a token for every account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['DELETE', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/users/logout'],
      ['PUT', '/api/users/me/password'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
