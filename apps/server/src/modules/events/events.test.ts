import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Annual Moot Court',
  description: 'Finals of the moot court competition.',
  eventDate: inDays(10),
  venue: 'Faculty Auditorium',
  isFeatured: false,
  imageUrl: '',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('events API', () => {
  it("keeps the event's organiser, shows it on every read, and keeps it through a client that does not know it", async () => {
    const created = await create(event({ title: 'Moot Court Finals', organiser: '  Moot Court Committee ' }));
    expect(created.organiser).toBe('Moot Court Committee');
    const read = await t.app.inject({ method: 'GET', url: `/api/events/${created._id}` });
    expect(read.json().organiser).toBe('Moot Court Committee');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/events' })).json();
    expect(listed.find((item: { _id: string }) => item._id === created._id).organiser).toBe(
      'Moot Court Committee',
    );
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${created._id}`,
        headers: bearer(token),
        payload: event({ title: 'Moot Court Finals', ...body }),
      });
    // The society's original front end sends its own fields only: the organiser stays.
    expect((await put({ venue: 'Main Auditorium' })).json().organiser).toBe('Moot Court Committee');
    // The admin form's emptied field: the society runs it.
    expect((await put({ organiser: '' })).json().organiser).toBeNull();
    const tooLong = await put({ organiser: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ organiser: 'Organiser must be at most 200 characters.' });
    const withoutOne = await create(event({ title: 'Freshers Welcome' }));
    expect(withoutOne.organiser).toBeNull();
  });

  it('creates, reads, updates and deletes an event', async () => {
    const created = await create(event({ eventDate: '2030-03-04T15:30:00+01:00' }));
    expect(created).toMatchObject({
      title: 'Annual Moot Court',
      eventDate: '2030-03-04T14:30:00.000Z',
      imageUrl: null,
      isFeatured: false,
    });
    expect(created._id).toEqual(expect.any(String));
    expect(created.createdAt).toEqual(expect.any(String));

    const read = await t.app.inject({ method: 'GET', url: `/api/events/${created._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().title).toBe('Annual Moot Court');

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${created._id}`,
      headers: bearer(token),
      payload: event({
        title: 'Moot Court Finals',
        imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Moot Court Finals',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${created._id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${created._id}` })).statusCode).toBe(404);
  });

  it("reads a date and time without a zone on the society's clock (Africa/Lagos), and one with a zone as given", async () => {
    const local = await create(event({ eventDate: '2031-03-14T19:30' }));
    expect(local.eventDate).toBe('2031-03-14T18:30:00.000Z');
    const zoned = await create(event({ eventDate: '2031-03-14T19:30:00Z' }));
    expect(zoned.eventDate).toBe('2031-03-14T19:30:00.000Z');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${local._id}`,
      headers: bearer(token),
      payload: event({ eventDate: '2031-03-15T09:00' }),
    });
    expect(moved.json().eventDate).toBe('2031-03-15T08:00:00.000Z');
  });

  it('lists events by date, soonest first', async () => {
    const later = await create(event({ title: 'Later', eventDate: inDays(40) }));
    const sooner = await create(event({ title: 'Sooner', eventDate: inDays(20) }));
    const past = await create(event({ title: 'Past', eventDate: inDays(-5) }));
    const titles = (await t.app.inject({ method: 'GET', url: '/api/events' }))
      .json()
      .map((e: { _id: string }) => e._id);
    expect(titles.indexOf(past._id)).toBeLessThan(titles.indexOf(sooner._id));
    expect(titles.indexOf(sooner._id)).toBeLessThan(titles.indexOf(later._id));
  });

  it('features the soonest upcoming featured event, else the most recent featured one', async () => {
    const fresh = await createTestApp();
    try {
      const adminToken = await fresh.adminToken();
      const post = (body: Record<string, unknown>) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/events',
          headers: bearer(adminToken),
          payload: event(body),
        });

      expect((await fresh.app.inject({ method: 'GET', url: '/api/events/featured' })).statusCode).toBe(404);
      await post({ title: 'Old featured', isFeatured: true, eventDate: inDays(-30) });
      await post({ title: 'Recent featured', isFeatured: true, eventDate: inDays(-2) });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/events/featured' })).json().title).toBe(
        'Recent featured',
      );
      await post({ title: 'Far featured', isFeatured: true, eventDate: inDays(60) });
      await post({ title: 'Near featured', isFeatured: true, eventDate: inDays(3) });
      await post({ title: 'Nearest, not featured', isFeatured: false, eventDate: inDays(1) });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/events/featured' })).json().title).toBe(
        'Near featured',
      );
    } finally {
      await fresh.close();
    }
  });

  it('answers 400 with per-field errors for missing or wrongly typed fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(token),
      payload: { title: '', description: 'x', eventDate: 'tomorrow', venue: 42, isFeatured: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are missing or invalid.',
      errors: {
        title: 'Title is required.',
        eventDate: 'Date & Time must be a valid date and time.',
        venue: 'Venue is required.',
        isFeatured: 'Featured must be true or false.',
      },
    });
  });

  it('answers 400 for malformed JSON and 404 for unknown ids', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });

    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/events/${id}` })).json()).toEqual({
        message: 'Event not found.',
      });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${id}`,
        headers: bearer(token),
        payload: event(),
      });
      expect(put.statusCode).toBe(404);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: bearer(token) });
      expect(del.statusCode).toBe(404);
    }
  });

  it('requires a valid token for every write', async () => {
    const existing = await create(event());
    for (const [method, url] of [
      ['POST', '/api/events'],
      ['PUT', `/api/events/${existing._id}`],
      ['DELETE', `/api/events/${existing._id}`],
    ] as const) {
      for (const headers of [{}, bearer('not.a.token')]) {
        const response = await t.app.inject({ method, url, headers, payload: event({ title: 'Hacked' }) });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toEqual(expect.any(String));
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${existing._id}` })).json().title).toBe(
      'Annual Moot Court',
    );
  });
});
