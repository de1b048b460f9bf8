import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRsvps } from '../../db/schema/index.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import { postEvent } from '../../testing/event-fixtures.ts';
import { bearer, createTestApp, TEST_DATABASE, type TestApp } from '../../testing/test-app.ts';

// Event registration's API (decisions.md, Community; double opt-in, 2026-11-26) on PGlite and, with
// TEST_DATABASE=postgres, on PostgreSQL, where the rush below is split between two instances sharing
// the database (decision 014). These tests run without SMTP: the link a registration would e-mail is
// stood in for by a token whose hash the test writes on the pending row (confirmLink), as the e-mail
// would carry it; rsvps-mail.test.ts follows the real e-mailed link. An address is e-mailed at most
// 3 confirmation links an hour (across events): tests use an address for 3 registrations at most.

let t: TestApp;
let second: TestApp | null = null;
let token: string;
let client = 0;
/** Each visitor from an address of their own, as a crowd would come (TRUST_PROXY honours the header). */
const visitor = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++client / 250)}.${client % 250}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  token = await t.adminToken();
  if (TEST_DATABASE === 'postgres')
    second = await createTestApp({ TRUST_PROXY: 'loopback' }, { databaseUrl: t.databaseUrl! });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const createEvent = (overrides: Record<string, unknown> = {}): Promise<string> =>
  postEvent(t, token, {
    title: 'Annual Dinner',
    description: 'Dinner in the Great Hall.',
    venue: 'Great Hall',
    ...overrides,
  });

const register = (eventId: string, name: string, email: string, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvps`,
    headers: visitor(),
    payload: { name, email },
  });
/**
 * The pending registration's confirmation link, as its e-mail would carry it: a fresh token whose hash
 * replaces the one the e-mail (not sent without SMTP) would have held.
 */
async function confirmLink(eventId: string, email: string): Promise<string> {
  const { token, hash } = newLinkToken();
  const updated = await t.app.services.database.db
    .update(eventRsvps)
    .set({ confirmTokenHash: hash })
    .where(
      and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.email, email), eq(eventRsvps.status, 'pending')),
    )
    .returning();
  expect(updated, `a pending registration of ${email}`).toHaveLength(1);
  return token;
}
const confirm = (token: string, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/rsvps/confirm', headers: visitor(), payload: { token } });
/** Registers (202 pending) and follows the confirmation link; answers the confirmation. */
async function registerAndConfirm(eventId: string, name: string, email: string) {
  const pending = await register(eventId, name, email);
  expect(pending.statusCode, pending.body).toBe(202);
  return confirm(await confirmLink(eventId, email.toLowerCase()));
}
const summary = async (eventId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json().rsvp;
/** Every registration of the event, a page of 100 at a time as the check-in view reads them. */
async function attendees(eventId: string) {
  const rows = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/rsvps?limit=100&page=${page}`,
      headers: bearer(token),
    });
    rows.push(...response.json());
    if (rows.length >= Number(response.headers['x-total-count'])) return rows;
  }
}

describe('event registration', () => {
  it('saves Registration and Capacity on the event; registration is off and seats unlimited by default', async () => {
    const plain = await createEvent({ rsvpEnabled: undefined });
    expect(await summary(plain)).toEqual({ enabled: false, capacity: null, confirmed: 0, waitlisted: 0 });
    const limited = await createEvent({ capacity: '120' });
    const read = (await t.app.inject({ method: 'GET', url: `/api/events/${limited}` })).json();
    expect(read).toMatchObject({ rsvpEnabled: true, capacity: 120 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(token),
      payload: { title: 'x', description: 'x', eventDate: '2030-01-01T10:00:00Z', venue: 'x', capacity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ capacity: 'Capacity must be at least 1.' });
  });

  it('holds no seat until the link is followed; then confirms while seats last, then waitlists', async () => {
    const eventId = await createEvent({ capacity: 1 });
    expect(await summary(eventId)).toEqual({ enabled: true, capacity: 1, confirmed: 0, waitlisted: 0 });
    const first = await register(eventId, 'Ada Obi', 'ada@student.test');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'pending' });
    expect(await summary(eventId)).toMatchObject({ confirmed: 0, waitlisted: 0 });
    const confirmed = await confirm(await confirmLink(eventId, 'ada@student.test'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    // Read after the cached read above: the confirmation dropped it.
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 0 });
    const second = await registerAndConfirm(eventId, 'Bola Ade', 'bola@student.test');
    expect(second.json()).toEqual({ status: 'waitlisted' });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 1 });
  });

  it('gives seats in the order of confirmation, not of the request', async () => {
    const eventId = await createEvent({ capacity: 1 });
    expect((await register(eventId, 'Early Bird', 'early@student.test')).statusCode).toBe(202);
    expect((await register(eventId, 'Late Comer', 'late@student.test')).statusCode).toBe(202);
    const earlyLink = await confirmLink(eventId, 'early@student.test');
    expect((await confirm(await confirmLink(eventId, 'late@student.test'))).json()).toEqual({
      status: 'confirmed',
    });
    expect((await confirm(earlyLink)).json()).toEqual({ status: 'waitlisted' });
    const list = await attendees(eventId);
    expect(list.map((row: { name: string; status: string }) => [row.name, row.status])).toEqual([
      ['Late Comer', 'confirmed'],
      ['Early Bird', 'waitlisted'],
    ]);
  });

  it('answers a second press of the link with the same status, and refuses unknown and expired links', async () => {
    const eventId = await createEvent({ capacity: 1 });
    await registerAndConfirm(eventId, 'Ada Obi', 'ada.again@student.test');
    await register(eventId, 'Bola Ade', 'bola@student.test');
    const bola = await confirmLink(eventId, 'bola@student.test');
    expect((await confirm(bola)).json()).toEqual({ status: 'waitlisted' });
    const again = await confirm(bola);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'waitlisted' });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 1 });

    const unknown = await confirm('not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: rsvpMessages.confirmLinkInvalid });
    const empty = await t.app.inject({ method: 'POST', url: '/api/rsvps/confirm', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ token: 'The confirmation link is incomplete.' });

    // A day later the link has expired (set on the row: no waiting in tests).
    await register(eventId, 'Chidi Eze', 'chidi@student.test');
    const chidi = await confirmLink(eventId, 'chidi@student.test');
    await t.app.services.database.db
      .update(eventRsvps)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventRsvps.confirmTokenHash, hashOneTimeToken(chidi)));
    const expired = await confirm(chidi);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: rsvpMessages.confirmLinkExpired });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1, waitlisted: 1 });

    // The same address may register again: the expired registration goes, and its link with it.
    const anew = await register(eventId, 'Chidi Eze', 'chidi@student.test');
    expect(anew.statusCode).toBe(202);
    expect((await confirm(chidi)).statusCode).toBe(404);
    expect((await confirm(await confirmLink(eventId, 'chidi@student.test'))).json()).toEqual({
      status: 'waitlisted',
    });
  });

  it("confirms through the page's plain form (no JavaScript) and sends the browser back with the outcome", async () => {
    const eventId = await createEvent({ capacity: 1 });
    await register(eventId, 'Ada Form', 'ada.form@student.test');
    const link = await confirmLink(eventId, 'ada.form@student.test');
    const press = (body: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/rsvp/confirm${query}`,
        headers: { ...visitor(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const pressed = await press(`token=${encodeURIComponent(link)}`);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/rsvp/confirm?status=confirmed');
    expect(await summary(eventId)).toMatchObject({ confirmed: 1 });
    // The page's form posts to its own address, the token in its query: the same again.
    const again = await press('', `?token=${encodeURIComponent(link)}`);
    expect(again.headers.location).toBe('/rsvp/confirm?status=confirmed');
    expect((await press('token=made-up')).headers.location).toBe('/rsvp/confirm?failed=invalid');
    expect((await press('')).headers.location).toBe('/rsvp/confirm?failed=invalid');

    await register(eventId, 'Late Form', 'late.form@student.test');
    const late = await confirmLink(eventId, 'late.form@student.test');
    await t.app.services.database.db
      .update(eventRsvps)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventRsvps.confirmTokenHash, hashOneTimeToken(late)));
    expect((await press(`token=${late}`)).headers.location).toBe('/rsvp/confirm?failed=expired');
  });

  it('answers a still-pending address the same 202 without a second registration; 409 once it holds a place', async () => {
    const eventId = await createEvent();
    expect((await register(eventId, 'Ada', 'Ada.Obi@Student.test')).json()).toEqual({ status: 'pending' });
    const pendingAgain = await register(eventId, 'Ada again', 'ada.obi@STUDENT.TEST');
    expect(pendingAgain.statusCode).toBe(202);
    expect(pendingAgain.json()).toEqual({ status: 'pending' });
    const rows = await t.app.services.database.db
      .select()
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, eventId));
    expect(rows.map((row) => [row.name, row.status])).toEqual([['Ada', 'pending']]);

    await confirm(await confirmLink(eventId, 'ada.obi@student.test'));
    const again = await register(eventId, 'Ada again', 'ada.obi@STUDENT.TEST');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: rsvpMessages.alreadyRegistered });
    expect(await summary(eventId)).toMatchObject({ confirmed: 1 });
  });

  it('refuses a confirmation once the event has started', async () => {
    const eventId = await createEvent();
    await register(eventId, 'Ada', 'ada.late@student.test');
    const link = await confirmLink(eventId, 'ada.late@student.test');
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: bearer(token),
      payload: {
        title: 'Annual Dinner',
        description: 'Dinner in the Great Hall.',
        eventDate: new Date(Date.now() - 60_000).toISOString(),
        venue: 'Great Hall',
        rsvpEnabled: true,
      },
    });
    const started = await confirm(link);
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({ message: rsvpMessages.eventStarted });
  });

  it('answers 400 when registration is off or the event has started, 404 for no event, 400 for bad fields', async () => {
    const off = await register(await createEvent({ rsvpEnabled: false }), 'Ada', 'ada@student.test');
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ message: rsvpMessages.notOpen });

    const started = await register(
      await createEvent({ eventDate: new Date(Date.now() - 60_000).toISOString() }),
      'Ada',
      'ada@student.test',
    );
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({ message: rsvpMessages.eventStarted });

    const missing = await register('00000000-0000-4000-8000-000000000000', 'Ada', 'ada@student.test');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event not found.' });

    const invalid = await register(await createEvent(), '', 'not an address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email address.',
    });
  });

  it('gives the last 10 seats to exactly 10 of 200 people confirming at once; the rest wait in order', async () => {
    const eventId = await createEvent({ capacity: 15 });
    for (let n = 0; n < 5; n++)
      expect((await registerAndConfirm(eventId, `Early ${n}`, `early${n}@student.test`)).json()).toEqual({
        status: 'confirmed',
      });

    const registering = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        register(eventId, `Student ${n}`, `student${n}@student.test`, second && n % 2 ? second : t),
      ),
    );
    expect(registering.map((response) => response.statusCode).filter((code) => code !== 202)).toEqual([]);
    // Pending, none of them holds a seat.
    expect(await summary(eventId)).toMatchObject({ confirmed: 5, waitlisted: 0 });
    const links = [];
    for (let n = 0; n < 200; n++) links.push(await confirmLink(eventId, `student${n}@student.test`));
    const rush = await Promise.all(links.map((link, n) => confirm(link, second && n % 2 ? second : t)));
    expect(rush.map((response) => response.statusCode).filter((code) => code !== 200)).toEqual([]);
    const statuses = rush.map((response) => response.json().status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(190);
    expect(await summary(eventId)).toEqual({ enabled: true, capacity: 15, confirmed: 15, waitlisted: 190 });

    // The list's order is the order seats were given: every confirmed registration precedes every waiting one.
    const list: { status: string }[] = await attendees(eventId);
    expect(list).toHaveLength(205);
    expect(list.slice(0, 15).every((row) => row.status === 'confirmed')).toBe(true);
    expect(list.slice(15).every((row) => row.status === 'waitlisted')).toBe(true);
  }, 120_000);
});

describe('attendees for the committee', () => {
  it('lists registrations, exports them as CSV and checks people in at the door', async () => {
    const eventId = await createEvent({ capacity: 1 });
    await registerAndConfirm(eventId, 'Ada Obi', 'ada@student.test');
    await registerAndConfirm(eventId, '=HYPERLINK("http://evil.test")', 'eve@student.test');
    // Not confirmed (yet): not on the committee's list, its CSV or counts.
    await register(eventId, 'Pending Person', 'pending@student.test');
    const [ada, eve, ...others] = await attendees(eventId);
    expect(others).toEqual([]);
    expect(ada).toMatchObject({
      name: 'Ada Obi',
      email: 'ada@student.test',
      status: 'confirmed',
      checkedIn: false,
    });
    expect(eve).toMatchObject({ status: 'waitlisted' });
    expect(ada).not.toHaveProperty('cancelTokenHash');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/rsvps.csv`,
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendees-${eventId}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Status,Registered at,Checked in at');
    expect(lines[1]).toMatch(/^Ada Obi,ada@student\.test,confirmed,\d{4}-\d\d-\d\dT[\d:.]+Z,$/);
    // A visitor's text never reaches a spreadsheet as a formula.
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.test""\)",eve@student\.test,waitlisted,/);
    expect(lines).toHaveLength(3);

    const checkIn = (rsvpId: string, checkedIn: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/events/${eventId}/rsvps/${rsvpId}`,
        headers: bearer(token),
        payload: { checkedIn },
      });
    const arrived = await checkIn(ada._id, true);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({ checkedIn: true, checkedInAt: expect.any(String) });
    expect((await attendees(eventId))[0].checkedIn).toBe(true);
    expect((await checkIn(ada._id, false)).json()).toMatchObject({ checkedIn: false, checkedInAt: null });
    expect((await checkIn(ada._id, 'maybe')).json().errors).toEqual({
      checkedIn: 'Checked in must be true or false.',
    });
    expect((await checkIn('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('pages, searches, sorts and filters the attendee list like every admin list, and counts each status', async () => {
    const eventId = await createEvent({ capacity: 2 });
    for (const [name, email] of [
      ['Chidi Okafor', 'chidi@student.test'],
      ['ada Bello', 'ada@student.test'],
      ['Bola Ade', 'bola@student.test'],
      ['Zainab Musa', 'zainab@student.test'],
    ]) {
      expect((await registerAndConfirm(eventId, name!, email!)).statusCode).toBe(200);
    }
    await register(eventId, 'Pending Person', 'pending@student.test');
    await t.app.services.database.db
      .update(eventRsvps)
      .set({ status: 'cancelled' })
      .where(eq(eventRsvps.email, 'zainab@student.test'));
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/events/${eventId}/rsvps?${query}`, headers: bearer(token) });
    const names = async (query: string) => {
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((row: { name: string }) => row.name);
    };

    const counts = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/rsvps/counts`,
      headers: bearer(token),
    });
    expect(counts.json()).toEqual({ confirmed: 2, waitlisted: 1, cancelled: 1 });
    // The public summary still counts the active registrations only.
    expect(await summary(eventId)).toMatchObject({ confirmed: 2, waitlisted: 1 });
    expect(await summary(eventId)).not.toHaveProperty('cancelled');

    expect(await names('')).toEqual(['Chidi Okafor', 'ada Bello', 'Bola Ade', 'Zainab Musa']);
    expect(await names('sort=name')).toEqual(['ada Bello', 'Bola Ade', 'Chidi Okafor', 'Zainab Musa']);
    expect(await names('sort=-name')).toEqual(['Zainab Musa', 'Chidi Okafor', 'Bola Ade', 'ada Bello']);
    expect(await names('sort=-registered')).toEqual(['Zainab Musa', 'Bola Ade', 'ada Bello', 'Chidi Okafor']);
    expect(await names('status=confirmed&sort=-email')).toEqual(['Chidi Okafor', 'ada Bello']);
    expect(await names('status=waitlisted')).toEqual(['Bola Ade']);
    expect(await names('q=OKAFOR')).toEqual(['Chidi Okafor']);

    const [bola] = (await list('q=bola')).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${eventId}/rsvps/${bola._id}`,
      headers: bearer(token),
      payload: { checkedIn: true },
    });
    expect((await names('sort=checkedIn'))[0]).toBe('Bola Ade');
    // Newest check-in first: those not yet checked in come after, as they do the other way.
    expect((await names('sort=-checkedIn'))[0]).toBe('Bola Ade');
    // Accents aside: the door's list finds 'Chídí' by 'chidi', and the admin list does the same.
    await t.app.services.database.db
      .update(eventRsvps)
      .set({ name: 'Chídí Okafor' })
      .where(eq(eventRsvps.email, 'chidi@student.test'));
    expect(await names('q=chidi')).toEqual(['Chídí Okafor']);

    // Name or e-mail holds a b: three of them, by name, the second of three pages.
    const page = await list('q=b&sort=name&limit=1&page=2');
    expect(page.json().map((row: { name: string }) => row.name)).toEqual(['Bola Ade']);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toBe(
      `</api/events/${eventId}/rsvps?q=b&sort=name&limit=1&page=3>; rel="next", </api/events/${eventId}/rsvps?q=b&sort=name&limit=1&page=1>; rel="prev"`,
    );

    const badSort = await list('sort=cancelTokenHash');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors.sort).toBe(
      'Sort must be one of name, email, status, registered, checkedIn, each optionally preceded by - for descending order.',
    );
    const badStatus = await list('status=maybe');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors.status).toBe('Status must be confirmed, waitlisted or cancelled.');
    const noEvent = await t.app.inject({
      method: 'GET',
      url: '/api/events/00000000-0000-4000-8000-000000000000/rsvps/counts',
      headers: bearer(token),
    });
    expect(noEvent.statusCode).toBe(404);
  });

  it('keeps the attendee list to signed-in editors', async () => {
    const eventId = await createEvent();
    for (const url of [
      `/api/events/${eventId}/rsvps`,
      `/api/events/${eventId}/rsvps.csv`,
      `/api/events/${eventId}/rsvps/counts`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${eventId}/rsvps/00000000-0000-4000-8000-000000000000`,
      payload: { checkedIn: true },
    });
    expect(patch.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/events/00000000-0000-4000-8000-000000000000/rsvps',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
