import naughtyStrings from 'big-list-of-naughty-strings/blns.json' with { type: 'json' };
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Random and hostile input to every route of the OpenAPI document: never a 5xx, never a stack trace
 * or SQL in the answer, and a refused request never changes what is stored.
 */
let t: TestApp;
let token: string;
let routes: { method: string; path: string }[];
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  const seed = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })).json()._id as string;
  ids.events = await seed('/api/events', {
    title: 'E',
    description: 'D',
    eventDate: '2030-01-01T10:00:00Z',
    venue: 'V',
  });
  ids.posts = await seed('/api/posts', { title: 'P', slug: 'p', status: 'published' });
  ids.executives = await seed('/api/executives', { name: 'N', position: 'P' });
  ids.materials = await seed('/api/materials', {
    title: 'M',
    fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  });
  ids.podcast = await seed('/api/podcast', {
    title: 'T',
    description: 'D',
    episodeDate: '2030-01-01T10:00:00Z',
    xSpaceUrl: 'https://x.com/i/spaces/1',
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'A', email: 'a@x.test', message: 'Hi' },
  });
  ids.contact = (
    await t.app.inject({ method: 'GET', url: '/api/contact', headers: bearer(token) })
  ).json()[0]._id;

  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

/** Everything an administrator could see, to prove a refused request changed nothing. */
async function snapshot() {
  const s = t.app.services;
  return JSON.stringify([
    await s.events.list(),
    await s.posts.pageAll({ id: '', fullName: '', role: 'administrator' }, { page: 1, limit: 100 }),
    await s.executives.list(),
    await s.materials.list(),
    await s.podcast.listAll(),
    await s.contact.list(),
    await s.settings.get(),
    await s.users.list(),
  ]);
}

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const naughty = fc.constantFrom(...(naughtyStrings as string[]));
const hostileValue = fc.oneof(
  naughty,
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(300_000)),
  fc.array(naughty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 10 }), naughty, { maxKeys: 3 }),
);
const FIELDS = [
  'title',
  'description',
  'eventDate',
  'venue',
  'isFeatured',
  'imageUrl',
  'slug',
  'contentBody',
  'status',
  'name',
  'position',
  'displayOrder',
  'level',
  'materialType',
  'fileUrl',
  'episodeDate',
  'xSpaceUrl',
  'guestName',
  'email',
  'password',
  'fullName',
  'message',
  'read',
  'motto',
  '__proto__',
  'constructor',
  '_id',
  'createdAt',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }).map((body) => JSON.stringify(body)),
  fc.anything({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  naughty,
  fc.constantFrom(deepJson(5_000), deepJson(200_000), '{"a":', '\u0000', 'x'.repeat(2 * 1024 * 1024)),
);
const hostileSegment = fc.oneof(
  naughty.map((value) => encodeURIComponent(value).slice(0, 500)),
  fc.constantFrom(
    ...Object.values({
      a: '00000000-0000-4000-8000-000000000000',
      b: '..%2F..%2Fetc%2Fpasswd',
      c: '%00',
      d: 'all',
    }),
  ),
);

describe('robustness', () => {
  it('survives random and hostile requests to every route', async () => {
    expect(routes.length).toBeGreaterThan(40);
    let before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileBody,
        hostileSegment,
        fc.boolean(),
        fc.boolean(),
        naughty,
        async (route, body, segment, withToken, useRealId, queryValue) => {
          const collection = route.path.split('/')[2] ?? '';
          const id = useRealId && ids[collection] ? ids[collection]! : segment;
          const url = `${route.path.replace(/\{(id|slug)\}/g, id)}?level=${encodeURIComponent(queryValue).slice(0, 200)}&limit=${encodeURIComponent(queryValue).slice(0, 50)}`;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { 'content-type': 'application/json', ...(withToken ? bearer(token) : {}) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
          });
          expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
          expect(response.body).not.toMatch(/"stack"|\n\s+at \S+ \(|select .* from|syntax error at/i);
          if (response.statusCode >= 400) {
            expect(response.json()).toEqual({
              message: expect.any(String),
              ...(response.json().errors ? { errors: expect.any(Object) } : {}),
            });
          }
          const after = await snapshot();
          if (response.statusCode >= 400 || route.method === 'GET') expect(after).toBe(before);
          before = after;
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);
});
