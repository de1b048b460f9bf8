import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

// The contact page's plain form (POST /contact, outside /api), which works before any script runs:
// the same schema, service, honeypot and limits as POST /api/contact, answered by a 303 back to the
// page with the outcome in its address, never with what was written.

let t: TestApp;
let token: string;
let client = 0;
const nextIp = () => `10.12.0.${++client}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  token = await t.adminToken();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, from = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    payload: new URLSearchParams(fields).toString(),
  });
const inbox = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/contact', headers: bearer(token) })).json() as {
    name: string;
    email: string;
    message: string;
  }[];

describe('the contact page’s plain form', () => {
  it('stores the message as the API does and sends the browser back to /contact?sent=1', async () => {
    const sent = await form({
      name: 'Ada Obi',
      email: 'Ada@Student.test',
      message: 'A question about the moot.',
      website: '',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/contact?sent=1');
    expect(await inbox()).toEqual([
      expect.objectContaining({
        name: 'Ada Obi',
        email: 'ada@student.test',
        message: 'A question about the moot.',
      }),
    ]);
  });

  it('sends a refused form back with the reason, never a 500, and stores nothing', async () => {
    const before = (await inbox()).length;
    const blank = await form({ name: 'Ada', email: 'ada@student.test', message: '   ' });
    expect(blank.statusCode).toBe(303);
    expect(blank.headers.location).toBe('/contact?failed=fields');
    const badEmail = await form({ name: 'Ada', email: 'ada@', message: 'Hello' });
    expect(badEmail.headers.location).toBe('/contact?failed=invalid');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: '',
    });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/contact?failed=fields');
    for (const answer of [blank, badEmail, empty]) expect(answer.headers.location).not.toMatch(/ada/i);
    expect(await inbox()).toHaveLength(before);
  });

  it('answers a filled honeypot as a person and stores nothing', async () => {
    const before = (await inbox()).length;
    const bot = await form({
      name: 'Bot',
      email: 'bot@spam.test',
      message: 'Buy now',
      website: 'http://spam',
    });
    expect(bot.statusCode).toBe(303);
    expect(bot.headers.location).toBe('/contact?sent=1');
    expect(await inbox()).toHaveLength(before);
  });

  it('limits one e-mail from one address as POST /api/contact does: 10, then 429', async () => {
    const from = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++)
      statuses.push(
        (await form({ name: 'Kemi', email: 'kemi@student.test', message: `Try ${n}` }, from)).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(303), 429]);
    const refused = await form({ name: 'Kemi', email: 'kemi@student.test', message: 'Again' }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from the same address goes through (a campus shows many people as one address).
    expect((await form({ name: 'Tolu', email: 'tolu@student.test', message: 'Hi' }, from)).statusCode).toBe(
      303,
    );
  });
});
