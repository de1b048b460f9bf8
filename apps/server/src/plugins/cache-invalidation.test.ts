import type { PublicDataSource } from '@lss/shared/public-data';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadCache } from '../lib/read-cache.ts';
import { trackedDataSource } from '../modules/public-data.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { invalidateOnWrites } from './cache-invalidation.ts';

let t: TestApp;
let token: string;
let eventId: string;
const DAY = 24 * 60 * 60 * 1000;
const event = (title: string) => ({
  title,
  description: 'The final round.',
  eventDate: new Date(Date.now() + 5 * DAY).toISOString(),
  venue: 'Faculty Auditorium',
  isFeatured: true,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: event('Moot Court Finals'),
  });
  eventId = created.json()._id;
});
afterAll(() => t.close());

/**
 * Renders a page the way the page plugin caches one: under `page:<path>`, tagged with the data the
 * render read. `renders` counts the renders that actually ran.
 */
const renders = new Map<string, number>();
function page(path: string, read: (data: PublicDataSource) => Promise<unknown>) {
  return t.app.services.readCache.read(
    `page:${path}`,
    async () => {
      renders.set(path, (renders.get(path) ?? 0) + 1);
      const tracked = trackedDataSource(t.app.services);
      return { html: JSON.stringify(await read(tracked.source)), tracked };
    },
    { tags: ({ tracked }) => tracked.tags },
  );
}
const homePage = () =>
  page('/', async (data) => [
    await data.settings(),
    await data.featuredEvent(),
    await data.featuredExecutives(),
  ]);
const eventsPage = () =>
  page('/events', async (data) => [await data.settings(), await data.events({ page: 1, limit: 50 })]);
const aboutPage = () => page('/about', async (data) => [await data.settings(), await data.executives()]);
const warmAll = () => Promise.all([homePage(), eventsPage(), aboutPage()]);

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
/** Changes the stored title behind the app's back: only a read that reloads can see it. */
const retitleInDatabase = (title: string) =>
  t.database.db.execute(sql`update events set title = ${title} where id = ${eventId}`);

describe('cache invalidation', () => {
  it('leaves public reads and pages warm through a burst of anonymous messages, log-ins and submissions', async () => {
    await t.app.inject({ method: 'GET', url: '/api/events' });
    await warmAll();
    const rendersBefore = new Map(renders);
    await retitleInDatabase('Changed behind the cache');

    for (let i = 0; i < 5; i += 1) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Visitor', email: `visitor${i}@example.com`, message: 'When is the moot?' },
      });
      expect(sent.statusCode).toBe(201);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'admin1@lss.test', password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload: {
        name: 'A Student',
        email: 'student@example.com',
        title: 'On Torts',
        article: 'Duty of care.',
      },
    });
    expect(submitted.statusCode).toBe(201);

    expect(await get('/api/events')).toContain('Moot Court Finals');
    await warmAll();
    expect(renders).toEqual(rendersBefore);
    expect((await eventsPage()).html).toContain('Moot Court Finals');
  });

  it('shows an event edit at once on the event reads and the pages that show events, and only there', async () => {
    await warmAll();
    for (const url of ['/api/events', '/api/events/featured', `/api/events/${eventId}`]) await get(url);
    const aboutRenders = renders.get('/about');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: bearer(token),
      payload: event('Moot Court Grand Finals'),
    });
    expect(edited.statusCode).toBe(200);

    for (const url of ['/api/events', '/api/events/featured', `/api/events/${eventId}`]) {
      expect(await get(url), url).toContain('Moot Court Grand Finals');
    }
    expect((await eventsPage()).html).toContain('Moot Court Grand Finals');
    expect((await homePage()).html).toContain('Moot Court Grand Finals');
    await aboutPage();
    expect(renders.get('/about')).toBe(aboutRenders);
  });

  it('clears pages that show settings when the settings change', async () => {
    await warmAll();
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { updatedAt: _updatedAt, ...input } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { ...input, motto: 'Fiat Justitia' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await get('/api/settings')).toContain('Fiat Justitia');
    for (const render of [homePage, eventsPage, aboutPage]) {
      expect((await render()).html).toContain('Fiat Justitia');
    }
  });

  it('shows at once that a removed administrator no longer authors their posts', async () => {
    const author = await t.adminToken(token);
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(author),
      payload: {
        title: 'On Contract',
        slug: 'on-contract',
        contentBody: '<p>Offer.</p>',
        status: 'published',
      },
    });
    expect(written.statusCode).toBe(201);
    const authorId = written.json().author._id;
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/on-contract' })).json().author._id).toBe(
      authorId,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${authorId}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/on-contract' })).json().author).toEqual({
      _id: null,
      fullName: written.json().author.fullName,
    });
  });

  it('refuses a write route that does not say what it invalidates', async () => {
    const app = Fastify();
    invalidateOnWrites(app, createReadCache({ maxAgeMs: 1000 }));
    expect(() => app.post('/forgetful', async () => 'ok')).toThrow(
      'POST /forgetful must declare config.invalidates',
    );
    expect(() => app.post('/private', { config: { invalidates: [] } }, async () => 'ok')).not.toThrow();
    expect(() => app.get('/read', async () => 'ok')).not.toThrow();
    await app.close();
  });
});
