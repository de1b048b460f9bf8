import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import {
  bearer,
  createTestApp,
  emptyPostgresDatabase,
  TEST_DATABASE,
  type TestApp,
} from '../../testing/test-app.ts';
import { runAdminCommand } from './admin-cli.ts';

/** decisions.md, Forgotten password. */

let t: TestApp;
let sink: SmtpSink;
const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a-brand-new-secret-2026';
const SENT = {
  message:
    'If an account exists for this e-mail, we have sent it a link to reset the password. The link works for one hour.',
};
let address = 0;
/** Each test asks from an address of its own, so the per-address limit is tested on its own. */
const from = () => ({ 'x-forwarded-for': `10.1.0.${++address}` });

const forgot = (email: string, headers = from()) =>
  t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email }, headers });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    payload: { token, password },
    headers: from(),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, headers: from() });

async function register(email: string) {
  const adminToken = (await login('admin1@lss.test', PASSWORD)).json().token;
  await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: bearer(adminToken),
    payload: { fullName: 'Someone', email, password: PASSWORD, role: 'editor' },
  });
}

/** The token of the reset link in the n-th e-mail received (1-based). */
async function linkIn(n: number) {
  const mail = (await sink.waitFor(n))[n - 1]!;
  const url = /https:\/\/lss\.test\/admin\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
  expect(url).not.toBeNull();
  return { mail, token: url![1]! };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://lss.test', TRUST_PROXY: 'loopback' });
  await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('forgotten password', () => {
  it('answers 202 alike for unknown and known e-mails, and e-mails only the account', async () => {
    const unknown = await forgot('nobody@lss.test');
    const known = await forgot('ADMIN1@lss.test');
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(SENT);
    expect(known.json()).toEqual(SENT);
    const { mail } = await linkIn(1);
    expect(mail.to).toMatchObject({ value: [{ address: 'admin1@lss.test' }] });
    expect(mail.subject).toMatch(/^Reset your password · /);
    expect(mail.text).toContain('for 60 minutes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
  });

  it('resets with the link once, ending every session and every earlier link', async () => {
    await register('bola@lss.test');
    const session = (await login('bola@lss.test', PASSWORD)).json().token;
    await forgot('bola@lss.test');
    const first = await linkIn(sink.received.length + 1);
    await forgot('bola@lss.test');
    const second = await linkIn(sink.received.length + 1);

    const common = await reset(second.token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual({ password: 'This password is too common. Please choose another.' });

    const done = await reset(second.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: bearer(session),
    });
    expect(stats.statusCode).toBe(401);
    expect((await login('bola@lss.test', PASSWORD)).statusCode).toBe(401);
    expect((await login('bola@lss.test', NEW_PASSWORD)).statusCode).toBe(200);

    const invalid = {
      message: 'This password reset link is invalid, used or expired. Ask for a new one.',
      errors: { token: 'This password reset link is invalid, used or expired. Ask for a new one.' },
    };
    const reused = await reset(second.token, 'yet-another-secret-1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalid);
    const earlier = await reset(first.token, 'yet-another-secret-1');
    expect(earlier.json()).toEqual(invalid);
    expect((await reset('made-up-token')).json()).toEqual(invalid);
  });

  it('sends one account at most three reset e-mails an hour', async () => {
    await register('cap@lss.test');
    const before = sink.received.length;
    for (let request = 0; request < 5; request++) expect((await forgot('cap@lss.test')).statusCode).toBe(202);
    await sink.waitFor(before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.length - before).toBe(3);
  });

  it('limits the requests of one address (429 after five in 15 minutes)', async () => {
    const headers = { 'x-forwarded-for': '10.2.0.1' };
    for (let request = 0; request < 5; request++) {
      expect((await forgot(`someone${request}@lss.test`, headers)).statusCode).toBe(202);
    }
    const limited = await forgot('someone@lss.test', headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses a malformed e-mail with a field message', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Enter a valid email address.' });
  });
});

/** Three openings of the database and two commands, on a machine that may be busy. */
const ADMIN_CLI_TIMEOUT_MS = 120_000;

describe('npm run admin', () => {
  it(
    'reset-link prints a one-time link for a server without SMTP; two-factor-off turns the second factor off',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-admin-cli-'));
      // The site's own database: its embedded one, or (PostgreSQL run) a PostgreSQL database of its own.
      const postgres = TEST_DATABASE === 'postgres' ? await emptyPostgresDatabase() : null;
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://site.test',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      /** Runs `work` on the site's database: the commands and the site take turns on it. */
      async function withApp(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
        const database = await openDatabase(
          postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
        );
        const app = await buildApp({ config, database });
        try {
          await work(app);
        } finally {
          await app.close();
          await database.close();
        }
      }
      const signIn = (app: Awaited<ReturnType<typeof buildApp>>, password: string) =>
        app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ada@lss.test', password } });
      try {
        await withApp(async (app) => {
          await app.inject({
            method: 'POST',
            url: '/api/users/register',
            payload: { fullName: 'Ada', email: 'ada@lss.test', password: PASSWORD },
          });
          await app.services.database.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP' });
          expect((await signIn(app, PASSWORD)).json()).toMatchObject({ totpRequired: true });
        });

        await expect(runAdminCommand([], config, () => {})).rejects.toThrow(
          'Usage: npm run admin -- reset-link EMAIL | two-factor-off EMAIL',
        );
        await expect(runAdminCommand(['reset-link', 'nobody@lss.test'], config, () => {})).rejects.toThrow(
          'Account not found.',
        );
        const printed: string[] = [];
        await runAdminCommand(['reset-link', 'ADA@lss.test'], config, (line) => printed.push(line));
        expect(printed[0]).toBe('Password reset link for ada@lss.test (works once, for 60 minutes):');
        const token = /^https:\/\/site\.test\/admin\/reset-password\?token=([\w-]+)$/.exec(printed[1]!)?.[1];
        expect(token).toBeDefined();
        await runAdminCommand(['two-factor-off', 'ada@lss.test'], config, (line) => printed.push(line));
        expect(printed[2]).toBe('Two-factor sign-in is off for ada@lss.test: the password alone signs in.');

        await withApp(async (app) => {
          const done = await app.inject({
            method: 'POST',
            url: '/api/users/reset-password',
            payload: { token, password: NEW_PASSWORD },
          });
          expect(done.statusCode).toBe(200);
          expect((await signIn(app, NEW_PASSWORD)).json()).toMatchObject({
            token: expect.any(String),
            role: 'administrator',
          });
        });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await postgres?.drop();
      }
    },
    ADMIN_CLI_TIMEOUT_MS,
  );
});
