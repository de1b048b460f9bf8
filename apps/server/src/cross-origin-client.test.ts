import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';
import * as files from './testing/sample-files.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * A front end built to the spec alone, served from another origin (CORS_ORIGINS), replayed field for
 * field: every create and update of spec §7, each behind the browser's preflight, with the values
 * such a front end sends (local date-times of spec §5, numbers typed as text, links without https://).
 */

const FRONT_END = 'https://lss-frontend.example';
const PUBLIC_URL = 'http://api.lss.test';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `${FRONT_END}, http://localhost:5173`, PUBLIC_URL });
  await t.adminToken();
  const login = await call('POST', '/api/users/login', {
    email: 'admin1@lss.test',
    password: 'correct horse battery staple',
  });
  expect(login.statusCode).toBe(200);
  token = login.json().token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a browser does for a call with a token or a JSON body: the preflight, then the call. */
async function preflight(method: Method, url: string, requestHeaders: string, origin = FRONT_END) {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': requestHeaders,
    },
  });
}

async function call(method: Method, url: string, body?: unknown) {
  const requestHeaders = [token ? 'authorization' : '', body === undefined ? '' : 'content-type']
    .filter(Boolean)
    .join(',');
  if (requestHeaders) {
    const answer = await preflight(method, url, requestHeaders);
    expect(answer.statusCode, `preflight of ${method} ${url}`).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(String(answer.headers['access-control-allow-methods']).split(/, */)).toContain(method);
    const allowed = String(answer.headers['access-control-allow-headers']).toLowerCase().split(/, */);
    for (const header of requestHeaders.split(',')) expect(allowed).toContain(header);
  }
  const response = await t.app.inject({
    method,
    url,
    headers: {
      origin: FRONT_END,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  expect(response.headers['access-control-allow-origin'], `${method} ${url}`).toBe(FRONT_END);
  return response;
}

async function upload(content: Buffer, name: string) {
  const { payload, headers } = files.multipart('image', name, content);
  const answer = await preflight('POST', '/api/upload', 'authorization');
  expect(answer.statusCode).toBe(204);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, origin: FRONT_END, authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.headers['access-control-allow-origin']).toBe(FRONT_END);
  return response.json().imageUrl as string;
}

/** A row as stored, to see that an absolute upload URL a client sent back was kept relative. */
async function storedRow<T extends typeof schema.events | typeof schema.posts | typeof schema.materials>(
  table: T,
  id: string,
) {
  const [row] = await t.app.services.database.db
    .select()
    .from(table as typeof schema.events)
    .where(eq(table.id, id));
  return row as unknown as T['$inferSelect'];
}

async function saved(response: Awaited<ReturnType<typeof call>>, status = 201) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

describe('a spec-built front end on another origin', () => {
  it('uploads and is given absolute URLs it can show, which it may fetch cross-origin', async () => {
    const imageUrl = await upload(await files.png(), 'cover.png');
    expect(imageUrl).toMatch(/^http:\/\/api\.lss\.test\/uploads\/[a-f0-9]{32}_64x48\.png$/);
    const image = await t.app.inject({
      method: 'GET',
      url: imageUrl.slice(PUBLIC_URL.length),
      headers: { origin: FRONT_END },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['access-control-allow-origin']).toBe(FRONT_END);
  });

  it('saves events with the local date-time of spec §5, read in the site time zone', async () => {
    const imageUrl = await upload(await files.png(), 'event.png');
    const created = await saved(
      await call('POST', '/api/events', {
        title: 'Annual Moot Court',
        description: 'Finals of the moot court competition.',
        eventDate: '2026-12-03T20:32',
        venue: 'Faculty Auditorium',
        isFeatured: false,
        imageUrl,
      }),
    );
    expect(created).toMatchObject({
      eventDate: '2026-12-03T19:32:00.000Z',
      isFeatured: false,
      // Read back absolute, as every answer gives uploads to another origin (decision 024); stored relative.
      imageUrl,
    });
    expect((await storedRow(schema.events, created._id)).imageUrl).toBe(imageUrl.slice(PUBLIC_URL.length));
    const updated = await saved(
      await call('PUT', `/api/events/${created._id}`, {
        title: 'Annual Moot Court',
        description: 'Finals of the moot court competition.',
        eventDate: '2026-12-20T18:00Z',
        venue: 'Faculty Auditorium',
        isFeatured: 'true',
        imageUrl: created.imageUrl,
      }),
      200,
    );
    expect(updated).toMatchObject({ eventDate: '2026-12-20T18:00:00.000Z', isFeatured: true });
    const read = await call('GET', `/api/events/${created._id}`);
    expect(read.json()).toMatchObject({ eventDate: '2026-12-20T18:00:00.000Z', isFeatured: true });
    expect((await call('DELETE', `/api/events/${created._id}`)).statusCode).toBe(200);
  });

  it('saves posts', async () => {
    const coverImageUrl = await upload(await files.png(), 'post.png');
    const created = await saved(
      await call('POST', '/api/posts', {
        title: 'Welcome to the new session',
        slug: 'welcome-to-the-new-session',
        contentBody: '<p>Hello, colleagues.</p>',
        coverImageUrl,
        status: 'draft',
      }),
    );
    expect(created).toMatchObject({ status: 'draft', coverImageUrl });
    expect((await storedRow(schema.posts, created._id)).coverImageUrl).toBe(
      coverImageUrl.slice(PUBLIC_URL.length),
    );
    const updated = await saved(
      await call('PUT', `/api/posts/${created._id}`, {
        title: 'Welcome to the new session',
        slug: 'welcome-to-the-new-session',
        contentBody: '<p>Hello again, colleagues.</p>',
        coverImageUrl: created.coverImageUrl,
        status: 'published',
      }),
      200,
    );
    expect(updated.status).toBe('published');
    expect((await call('GET', '/api/posts/welcome-to-the-new-session')).statusCode).toBe(200);
  });

  it('saves executives after a display order is typed', async () => {
    const imageUrl = await upload(await files.png(), 'ada.png');
    const created = await saved(
      await call('POST', '/api/executives', {
        name: 'Ada Obi',
        position: 'President',
        imageUrl,
        displayOrder: '2',
        isFeatured: true,
      }),
    );
    expect(created).toMatchObject({ displayOrder: 2, isFeatured: true });
    const updated = await saved(
      await call('PUT', `/api/executives/${created._id}`, {
        name: 'Ada Obi',
        position: 'President',
        imageUrl: created.imageUrl,
        displayOrder: '5',
        isFeatured: 'false',
      }),
      200,
    );
    expect(updated).toMatchObject({ displayOrder: 5, isFeatured: false });
  });

  it('saves materials with an uploaded document', async () => {
    const fileUrl = await upload(files.pdf(), 'torts.pdf');
    const created = await saved(
      await call('POST', '/api/materials', {
        title: 'Law of Torts',
        description: 'Lecture notes,\nweeks 1 to 4.',
        level: '200L',
        materialType: 'Lecture Note',
        fileUrl,
        fileType: 'PDF',
      }),
    );
    expect(created).toMatchObject({
      fileUrl,
      fileType: 'PDF',
      description: 'Lecture notes,\nweeks 1 to 4.',
    });
    expect((await storedRow(schema.materials, created._id)).fileUrl).toBe(fileUrl.slice(PUBLIC_URL.length));
    const updated = await saved(
      await call('PUT', `/api/materials/${created._id}`, {
        title: 'Law of Torts II',
        description: '',
        level: '300L',
        materialType: 'Handout',
        fileUrl: created.fileUrl,
        fileType: 'PDF',
      }),
      200,
    );
    expect(updated).toMatchObject({ title: 'Law of Torts II', level: '300L', description: null });
  });

  it('saves episodes with a local date-time and a space link without https://', async () => {
    const created = await saved(
      await call('POST', '/api/podcast', {
        title: 'Law & Vibes: the Bar Finals',
        description: 'Preparing for the Bar.',
        episodeDate: '2026-12-03T20:32',
        xSpaceUrl: 'x.com/i/spaces/1YqKDoqkLXbJV',
        guestName: 'Barr. Chidi',
        status: 'upcoming',
      }),
    );
    expect(created).toMatchObject({
      episodeDate: '2026-12-03T19:32:00.000Z',
      xSpaceUrl: 'https://x.com/i/spaces/1YqKDoqkLXbJV',
    });
    const updated = await saved(
      await call('PUT', `/api/podcast/${created._id}`, {
        title: 'Law & Vibes: the Bar Finals',
        description: 'Preparing for the Bar.',
        episodeDate: '2026-12-03T21:00:30+01:00',
        xSpaceUrl: created.xSpaceUrl,
        guestName: '',
        status: 'upcoming',
      }),
      200,
    );
    expect(updated).toMatchObject({ episodeDate: '2026-12-03T20:00:30.000Z', guestName: null });
  });

  it('reads local times in the time zone the administrator sets, summer time included', async () => {
    const settings = (await call('GET', '/api/settings')).json();
    expect(settings.timeZone).toBe('Africa/Lagos');
    const { updatedAt: _, ...values } = settings;
    await saved(await call('PUT', '/api/settings', { ...values, timeZone: 'europe/london' }), 200);
    expect((await call('GET', '/api/settings')).json().timeZone).toBe('Europe/London');

    const event = (eventDate: string) => ({
      title: 'Dinner',
      description: 'Annual dinner.',
      eventDate,
      venue: 'Hall',
      isFeatured: false,
      imageUrl: '',
    });
    const summer = await saved(await call('POST', '/api/events', event('2026-07-15T20:32')));
    expect(summer.eventDate).toBe('2026-07-15T19:32:00.000Z');
    const winter = await saved(await call('POST', '/api/events', event('2026-12-15T20:32:00')));
    expect(winter.eventDate).toBe('2026-12-15T20:32:00.000Z');
    // A time the clocks skip (01:30 on 29 March 2026) is read with the winter offset.
    const skipped = await saved(await call('POST', '/api/events', event('2026-03-29T01:30')));
    expect(skipped.eventDate).toBe('2026-03-29T01:30:00.000Z');
    const post = await saved(
      await call('POST', '/api/posts', {
        title: 'Scheduled',
        slug: 'scheduled',
        contentBody: '',
        coverImageUrl: '',
        status: 'published',
        publishedAt: '2026-08-01T09:00',
      }),
    );
    expect(post.publishedAt).toBe('2026-08-01T08:00:00.000Z');

    const bad = await call('PUT', '/api/settings', { ...values, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      timeZone: 'Time zone must be an IANA time zone name such as Africa/Lagos or Europe/London.',
    });
    // A client that knows nothing of the setting keeps it.
    const { timeZone: __, ...withoutZone } = values;
    await saved(await call('PUT', '/api/settings', withoutZone), 200);
    expect((await call('GET', '/api/settings')).json().timeZone).toBe('Europe/London');
    await saved(await call('PUT', '/api/settings', { ...values, timeZone: 'Africa/Lagos' }), 200);
  });

  it('reads every upload URL back absolute, cached reads, HTML and settings included, and stores them relative', async () => {
    const imageUrl = await upload(await files.png(), 'read-back.png');
    const relative = imageUrl.slice(PUBLIC_URL.length);
    const event = await saved(
      await call('POST', '/api/events', {
        title: 'Read back',
        description: 'About it.',
        eventDate: '2027-01-10T10:00',
        venue: 'Hall',
        isFeatured: false,
        imageUrl,
      }),
    );
    const post = await saved(
      await call('POST', '/api/posts', {
        title: 'Pictured',
        slug: 'pictured',
        contentBody: `<p>Look:</p><img src="${imageUrl}" alt="A picture">`,
        coverImageUrl: imageUrl,
        status: 'published',
      }),
    );
    expect((await storedRow(schema.posts, post._id)).contentBody).toContain(`src="${relative}"`);
    const { updatedAt: _, ...settings } = (await call('GET', '/api/settings')).json();
    await saved(await call('PUT', '/api/settings', { ...settings, logoUrl: imageUrl }), 200);
    // Twice each: the second answer comes from the response cache.
    for (let round = 0; round < 2; round++) {
      const events = (await call('GET', '/api/events?limit=100')).json();
      expect(events.find((item: { _id: string }) => item._id === event._id).imageUrl).toBe(imageUrl);
      expect((await call('GET', `/api/events/${event._id}`)).json().imageUrl).toBe(imageUrl);
      const read = (await call('GET', '/api/posts/pictured')).json();
      expect(read.coverImageUrl).toBe(imageUrl);
      expect(read.contentBody).toContain(`src="${imageUrl}"`);
      expect((await call('GET', '/api/posts')).json()[0].coverImageUrl).toBe(imageUrl);
      expect((await call('GET', '/api/settings')).json().logoUrl).toBe(imageUrl);
    }
    const media = (await call('GET', `/api/media?url=${encodeURIComponent(relative)}`)).json();
    expect(media[0].url).toBe(imageUrl);
    expect((await call('GET', '/api/posts/all')).json()[0].coverImageUrl).toBe(imageUrl);
    await saved(await call('PUT', '/api/settings', { ...settings, logoUrl: null }), 200);
  });

  it('refuses line breaks in single-line fields with a per-field message, readable cross-origin', async () => {
    const response = await call('POST', '/api/events', {
      title: 'Moot\r\nCourt',
      description: 'Line one.\nLine two.',
      eventDate: '2026-12-03T20:32',
      venue: 'Hall',
      isFeatured: false,
      imageUrl: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Title must be a single line without control characters.',
    });
  });

  it('gives no CORS answer to other origins or to other paths', async () => {
    const stranger = await preflight(
      'POST',
      '/api/events',
      'authorization,content-type',
      'https://evil.example',
    );
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/feed.xml', headers: { origin: FRONT_END } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('GET', '/feed.xml', 'authorization')).statusCode).toBe(404);
    const second = await preflight('GET', '/api/events', 'authorization', 'http://localhost:5173');
    expect(second.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

describe('without CORS_ORIGINS', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => plain.close());

  it('answers no preflight and sends no CORS headers; uploads stay relative', async () => {
    const answer = await plain.app.inject({
      method: 'OPTIONS',
      url: '/api/events',
      headers: { origin: FRONT_END, 'access-control-request-method': 'POST' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const read = await plain.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { origin: FRONT_END },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();

    const adminToken = await plain.adminToken();
    const { payload, headers } = files.multipart('image', 'p.png', await files.png());
    const uploaded = await plain.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, authorization: `Bearer ${adminToken}` },
      payload,
    });
    const imageUrl = uploaded.json().imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_64x48\.png$/);
    const created = await plain.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        title: 'Plain',
        slug: 'plain',
        contentBody: `<img src="${imageUrl}" alt="">`,
        coverImageUrl: imageUrl,
        status: 'published',
      },
    });
    expect(created.json().coverImageUrl).toBe(imageUrl);
    const readBack = (
      await plain.app.inject({ method: 'GET', url: '/api/posts/plain', headers: { origin: FRONT_END } })
    ).json();
    expect(readBack).toMatchObject({
      coverImageUrl: imageUrl,
      contentBody: `<img src="${imageUrl}" alt="" />`,
    });
  });
});
