import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials } from '../db/schema/materials.ts';
import { settableClock } from '../lib/clock.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { httpCachingPlugin, PUBLIC_READ } from './http-caching.ts';
import { type CacheTag, PAGE_TAGS, RESPONSE_TTL_MS, responseCachePlugin } from './response-cache.ts';

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
  // An answer's 5 s life runs on the app's clock: stopped, it ends only when a test moves the clock
  // on (a loaded machine took more than 5 s over the burst of writes below, and the answer expired).
  t.clock.stopAt(new Date());
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

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
/** Changes stored data behind the app's back: only an answer made again can show it. */
const retitleInDatabase = (title: string) =>
  t.database.db.execute(sql`update events set title = ${title} where id = ${eventId}`);
const addMaterialInDatabase = (title: string) =>
  t.database.db.insert(materials).values({
    title,
    level: '100L',
    materialType: 'Textbook',
    fileUrl: '/uploads/behind.pdf',
    fileType: 'PDF',
  });

describe('the response cache, on the API', () => {
  it('keeps public reads through a burst of anonymous messages, log-ins and submissions', async () => {
    expect(await get('/api/events')).toContain('Moot Court Finals');
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
    // Only the clock ends it: an answer lives a few seconds past any write it does not hear of.
    t.clock.advance(RESPONSE_TTL_MS + 1);
    expect(await get('/api/events')).toContain('Changed behind the cache');
  });

  it('shows an event edit at once on every event read, and keeps the reads it does not change', async () => {
    const urls = ['/api/events', '/api/events/featured', `/api/events/${eventId}`];
    for (const url of urls) await get(url);
    const materialsBefore = await get('/api/materials');
    await addMaterialInDatabase('Added behind the cache');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: bearer(token),
      payload: event('Moot Court Grand Finals'),
    });
    expect(edited.statusCode).toBe(200);
    for (const url of urls) expect(await get(url), url).toContain('Moot Court Grand Finals');
    expect(await get('/api/materials')).toBe(materialsBefore);
  });

  it('shows a settings change at once on the reads that show it', async () => {
    await get('/api/executives');
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

  it('neither serves nor keeps what is asked with a token', async () => {
    await get('/api/materials');
    const signedIn = await t.app.inject({ url: '/api/materials', headers: bearer(token) });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    await addMaterialInDatabase('Seen by the signed-in');
    expect((await t.app.inject({ url: '/api/materials', headers: bearer(token) })).body).toContain(
      'Seen by the signed-in',
    );
    expect(await get('/api/materials')).not.toContain('Seen by the signed-in');
  });
});

/** The cache alone (nobody signs in), for routes of our own: what a page or a slow read sees. */
async function withCache() {
  const app = Fastify();
  app.decorateRequest('admin', null);
  await app.register(fp(async () => {}, { name: 'auth' }));
  await app.register(httpCachingPlugin);
  const clock = settableClock();
  clock.stopAt(new Date());
  await app.register(responseCachePlugin, { notices: null, clock });
  return app;
}
async function cachedApp(routes: (app: FastifyInstance) => void) {
  const app = await withCache();
  routes(app);
  await app.ready();
  return { app };
}

describe('the response cache, on pages and slow reads', () => {
  it('keeps a page through writes that change nothing shown, and drops it on any content write', async () => {
    let renders = 0;
    const { app } = await cachedApp((app) => {
      app.get('/about', { config: { cache: PAGE_TAGS } }, async (_request, reply) => {
        renders += 1;
        return reply.header('cache-control', PUBLIC_READ).type('text/html').send(`<p>render ${renders}</p>`);
      });
      for (const [path, tags] of [
        ['/message', []],
        ['/episode', ['podcast']],
      ] as [string, CacheTag[]][]) {
        app.post(path, { config: { invalidates: tags } }, async () => ({ ok: true }));
      }
    });
    const page = async () => (await app.inject({ url: '/about' })).body;
    expect(await page()).toBe('<p>render 1</p>');
    await app.inject({ method: 'POST', url: '/message' });
    expect(await page()).toBe('<p>render 1</p>');
    await app.inject({ method: 'POST', url: '/episode' });
    expect(await page()).toBe('<p>render 2</p>');
    await app.close();
  });

  it('runs a read once for many visitors arriving together, and never keeps one that a write overtook', async () => {
    let runs = 0;
    let release = () => {};
    const { app } = await cachedApp((app) => {
      app.get('/api/slow', { config: { cache: ['posts'] } }, async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return { run: runs };
      });
      app.post('/api/publish', { config: { invalidates: ['posts'] } }, async () => ({ ok: true }));
    });
    const crowd = Array.from({ length: 20 }, () => app.inject({ url: '/api/slow' }));
    await new Promise((resolve) => setImmediate(resolve));
    // A post is published while the read is under way: what it read may predate the post.
    await app.inject({ method: 'POST', url: '/api/publish' });
    release();
    const answers = await Promise.all(crowd);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"run":1}']));
    expect(runs).toBe(1);
    const next = app.inject({ url: '/api/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await next).json()).toEqual({ run: 2 });
    await app.close();
  });

  it('refuses a write route that does not say what it invalidates', async () => {
    const fresh = await withCache();
    expect(() => fresh.post('/forgetful', async () => 'ok')).toThrow(
      'POST /forgetful must declare config.invalidates',
    );
    expect(() => fresh.post('/private', { config: { invalidates: [] } }, async () => 'ok')).not.toThrow();
    expect(() => fresh.get('/read', async () => 'ok')).not.toThrow();
    await fresh.close();
  });
});
