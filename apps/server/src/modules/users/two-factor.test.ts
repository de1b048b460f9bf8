import { twoFactorMessages } from '@lss/shared/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { currentTotpCode } from './two-factor.ts';

/** decisions.md, Two-factor sign-in (TOTP, RFC 6238, 30 s, 6 digits). */

let t: TestApp;
let token: string;
const EMAIL = 'admin1@lss.test';
const PASSWORD = 'correct horse battery staple';
const STEP_MS = 30_000;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  token = await t.adminToken();
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload?: object, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(auth ? bearer(auth) : {}), 'x-forwarded-for': `10.3.0.${++address}` },
    ...(payload ? { payload } : {}),
  });
const login = () => post('/api/users/login', { email: EMAIL, password: PASSWORD });
const me = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json();

let secret: string;
let recoveryCodes: string[];

describe('setting up two-factor sign-in', () => {
  it('gives a secret, its otpauth URL and a QR code drawn by the server', async () => {
    const response = await post('/api/users/me/totp', undefined, token);
    expect(response.statusCode).toBe(200);
    const setup = response.json();
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    const { societyName } = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(url.searchParams.get('issuer')).toBe(societyName);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain(EMAIL);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(setup.qrCodeDataUrl.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not on until confirmed: logging in still gives a session at once.
    expect((await me()).totpEnabled).toBe(false);
    expect((await login()).json()).toHaveProperty('token');
  });

  it('refuses a wrong code, then turns on with the right one and shows ten recovery codes once', async () => {
    const wrong = await post('/api/users/me/totp/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      code: 'This code is not valid. Enter the current code from your app, or a recovery code.',
    });
    const confirmed = await post('/api/users/me/totp/confirm', { code: currentTotpCode(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me()).totpEnabled).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).json();
    expect(list[0]).toMatchObject({ email: EMAIL, totpEnabled: true });
    const again = await post('/api/users/me/totp', undefined, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Two-factor sign-in is already on.' });
  });
});

describe('logging in with a second factor', () => {
  it('asks for a code after the password, and gives the session only for a right one', async () => {
    const first = await login();
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toEqual({ totpRequired: true, challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The challenge is no session.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(answer.challenge),
    });
    expect(asBearer.statusCode).toBe(401);

    const wrong = await post('/api/users/login/totp', { challenge: answer.challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'This code is not valid. Enter the current code from your app, or a recovery code.',
    });
    // The app's code for the next step: the one confirming set-up is used up (no replay).
    const code = currentTotpCode(secret, Date.now() + STEP_MS);
    const right = await post('/api/users/login/totp', { challenge: answer.challenge, code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      token: expect.any(String),
      fullName: 'Admin Number 1',
      email: EMAIL,
      role: 'administrator',
    });
    expect(right.headers['set-cookie']).toMatch(/^lss_device=/);

    const replay = await post('/api/users/login/totp', { challenge: (await login()).json().challenge, code });
    expect(replay.statusCode).toBe(401);
  });

  it('takes each recovery code once, typed in any case and with spaces', async () => {
    const code = recoveryCodes[0]!;
    const typed = ` ${code.toUpperCase().replace('-', ' - ')} `;
    const used = await post('/api/users/login/totp', {
      challenge: (await login()).json().challenge,
      code: typed,
    });
    expect(used.statusCode).toBe(200);
    const again = await post('/api/users/login/totp', { challenge: (await login()).json().challenge, code });
    expect(again.statusCode).toBe(401);
  });

  it('completes one sign-in per challenge: used again, even with another good code, it is refused', async () => {
    const { challenge } = (await login()).json();
    // A wrong code leaves the challenge for the right one.
    expect((await post('/api/users/login/totp', { challenge, code: '000000' })).statusCode).toBe(401);
    expect((await post('/api/users/login/totp', { challenge, code: recoveryCodes[4]! })).statusCode).toBe(
      200,
    );
    const reused = await post('/api/users/login/totp', { challenge, code: recoveryCodes[5]! });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(twoFactorMessages.challengeUsed);
    // Refused before the code was looked at: that recovery code still works once, with a new challenge.
    const fresh = (await login()).json().challenge;
    expect(
      (await post('/api/users/login/totp', { challenge: fresh, code: recoveryCodes[5]! })).statusCode,
    ).toBe(200);
  });

  it('gives one session to two requests at once with one challenge and two good recovery codes', async () => {
    const { challenge } = (await login()).json();
    const answers = await Promise.all(
      [recoveryCodes[6]!, recoveryCodes[7]!].map((code) =>
        post('/api/users/login/totp', { challenge, code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)?.json().message).toBe(
      twoFactorMessages.challengeUsed,
    );
  });

  it('refuses a made-up challenge, and a session token passed as one', async () => {
    const expired = { message: 'Your sign-in has expired. Please log in again.' };
    const madeUp = await post('/api/users/login/totp', { challenge: 'x.y.z', code: '123456' });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toEqual(expired);
    const session = await post('/api/users/login/totp', { challenge: token, code: '123456' });
    expect(session.json()).toEqual(expired);
    const missing = await post('/api/users/login/totp', { challenge: 'x.y.z' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ code: 'Enter the code from your authenticator app.' });
  });

  it('throttles wrong codes like wrong passwords (a known browser: ten an hour)', async () => {
    // The browser that signed in above holds a device cookie: its own count, from zero.
    const signedIn = await post('/api/users/login/totp', {
      challenge: (await login()).json().challenge,
      code: recoveryCodes[3]!,
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const withDevice = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-forwarded-for': '10.4.0.1' } });
    const { challenge } = (await withDevice('/api/users/login', { email: EMAIL, password: PASSWORD })).json();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await withDevice('/api/users/login/totp', { challenge, code: '000000' })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Even the right code waits until the window has passed.
    const right = await withDevice('/api/users/login/totp', {
      challenge,
      code: currentTotpCode(secret, Date.now() + 2 * STEP_MS),
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning it off', () => {
  it('needs a current code or a recovery code', async () => {
    const del = (code: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/me/totp',
        headers: bearer(token),
        payload: { code },
      });
    expect((await del('000000')).statusCode).toBe(400);
    const off = await del(recoveryCodes[1]!);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-factor sign-in is off.' });
    expect((await me()).totpEnabled).toBe(false);
    const notOn = await del(recoveryCodes[2]!);
    expect(notOn.json()).toEqual({ message: 'Two-factor sign-in is not on.' });
    // Off: the password alone signs in again.
    expect((await login()).json()).toHaveProperty('token');
  });
});
