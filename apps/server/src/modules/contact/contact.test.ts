import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  token = await t.adminToken();
});
afterAll(() => t.close());

const send = (payload: object, ip = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'x-forwarded-for': ip } });
const inbox = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/contact', headers: bearer(token) })).json();

describe('contact API and inbox', () => {
  it('stores a message that administrators read newest first, unread', async () => {
    expect(
      (await send({ name: 'Tolu', email: 'tolu@student.test', message: 'First question' })).statusCode,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (await send({ name: 'Kemi', email: 'kemi@student.test', message: 'Second question' })).statusCode,
    ).toBe(201);
    const messages = await inbox();
    expect(messages.map((m: { name: string }) => m.name)).toEqual(['Kemi', 'Tolu']);
    expect(messages[0]).toMatchObject({
      email: 'kemi@student.test',
      message: 'Second question',
      read: false,
    });
    const stats = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) });
    expect(stats.json().unreadMessages).toBe(2);
  });

  it('marks read and deletes', async () => {
    const [first] = await inbox();
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact/${first._id}`,
      headers: bearer(token),
      payload: { read: true },
    });
    expect(read.json().read).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/contact/${first._id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await inbox()).toHaveLength(1);
  });

  it('validates the fields, with a 400 for a malformed e-mail', async () => {
    const response = await send({ name: ' ', email: 'not-an-email', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email address.',
      message: 'Message is required.',
    });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await inbox()).length;
    const response = await send({
      name: 'Bot',
      email: 'bot@spam.test',
      message: 'Buy now',
      website: 'http://spam.test',
    });
    expect(response.statusCode).toBe(201);
    expect(await inbox()).toHaveLength(before);
  });

  it('rate-limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await send({ name: 'Flood', email: 'f@x.test', message: `m${i}` }, '10.7.7.7')).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('requires a token for the inbox', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/contact'],
      ['PATCH', `/api/contact/${id}`],
      ['DELETE', `/api/contact/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { read: true } })).statusCode).toBe(401);
    }
  });
});
