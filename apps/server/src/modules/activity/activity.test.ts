import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, png } from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records who created, changed and deleted what, newest first', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: bearer(token),
        payload: { title: 'Moot Court', description: 'D', eventDate: '2030-01-01T10:00:00Z', venue: 'Hall' },
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${created._id}`,
      headers: bearer(token),
      payload: {
        title: 'Moot Court Finals',
        description: 'D',
        eventDate: '2030-01-01T10:00:00Z',
        venue: 'Hall',
      },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/events/${created._id}`, headers: bearer(token) });
    const { payload, headers } = multipart('image', 'p.png', await png());
    await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...bearer(token) },
    });

    const log = (await t.app.inject({ method: 'GET', url: '/api/activity', headers: bearer(token) })).json();
    expect(
      log
        .slice(0, 4)
        .map((entry: { action: string; entityType: string; summary: string }) => [
          entry.action,
          entry.entityType,
          entry.summary,
        ]),
    ).toEqual([
      ['created', 'upload', expect.stringMatching(/^\/uploads\//)],
      ['deleted', 'event', 'Moot Court Finals'],
      ['updated', 'event', 'Moot Court Finals'],
      ['created', 'event', 'Moot Court'],
    ]);
    expect(log[1]).toMatchObject({ actor: { fullName: 'Admin Number 1' }, entityId: created._id });
    expect(log.at(-1)).toMatchObject({ action: 'created', entityType: 'administrator' });
  });

  it('records each removal from the inbox, the subscribers and the accounts with what it removed', async () => {
    const read = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada Obi', email: 'ada@student.test', message: 'When is the moot?' },
    });
    const [message] = await read('/api/contact?q=ada@student.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribers',
      payload: { email: 'reader@student.test' },
    });
    // The subscribe request is answered before the address is stored.
    const subscriber = await vi.waitFor(async () => {
      const [stored] = await read('/api/newsletter/subscribers?q=reader@student.test');
      if (!stored) throw new Error('not stored yet');
      return stored;
    });
    const invited = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/invitations',
        headers: bearer(token),
        payload: { email: 'invited@lss.test' },
      })
    ).json();
    await t.adminToken(token);
    const [colleague] = await read('/api/users?q=admin2@lss.test');

    for (const url of [
      `/api/contact/${message._id}`,
      `/api/newsletter/subscribers/${subscriber._id}`,
      `/api/users/invitations/${invited.invitation._id}`,
      `/api/users/${colleague._id}`,
    ]) {
      expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBe(200);
    }

    const log = await read('/api/activity');
    expect(
      log
        .slice(0, 4)
        .map((entry: { action: string; entityType: string; entityId: string | null; summary: string }) => [
          entry.action,
          entry.entityType,
          entry.entityId,
          entry.summary,
        ]),
    ).toEqual([
      ['deleted', 'administrator', colleague._id, 'Admin Number 2 <admin2@lss.test>'],
      ['deleted', 'administrator', null, 'Invitation to invited@lss.test revoked'],
      ['deleted', 'subscriber', subscriber._id, 'Subscriber reader@student.test'],
      ['deleted', 'message', message._id, 'Message from Ada Obi'],
    ]);
    expect(log[0]).toMatchObject({ actor: { fullName: 'Admin Number 1' } });
  });

  it('failed writes leave no entry, and reading it needs a token', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/activity', headers: bearer(token) })
    ).json().length;
    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(token),
      payload: { title: '' },
    });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/events/00000000-0000-4000-8000-000000000000',
      headers: bearer(token),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/activity', headers: bearer(token) })).json(),
    ).toHaveLength(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });
});
