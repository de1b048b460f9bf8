import { apiMessages, searchMessages } from '@lss/shared/messages';
import { SEARCH_QUERY_MAX_LENGTH } from '@lss/shared/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SEARCHES_PER_MINUTE } from './search.routes.ts';
import { LIMIT_PER_KIND } from './search.service.ts';

let t: TestApp;
let post: (url: string, payload: object) => Promise<unknown>;

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  const token = await t.adminToken();
  post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  await post('/api/posts', {
    title: 'The Law of Torts',
    slug: 'torts',
    status: 'published',
    contentBody: '<p>Negligence requires a <strong>duty of care</strong> owed to the claimant.</p>',
  });
  await post('/api/posts', {
    title: 'Draft on torts',
    slug: 'draft-torts',
    status: 'draft',
    contentBody: '<p>torts</p>',
  });
  await post('/api/posts', {
    title: 'Future torts',
    slug: 'future-torts',
    status: 'published',
    publishedAt: '2099-01-01T00:00:00Z',
  });
  await post('/api/posts', {
    title: 'Criminal procedure',
    slug: 'crim',
    status: 'published',
    contentBody: '<p>Mentions torts once.</p>',
  });
  await post('/api/events', {
    title: 'Torts Moot',
    description: 'A moot on negligence.',
    eventDate: '2030-01-01T10:00:00Z',
    venue: 'Hall',
  });
  await post('/api/materials', {
    title: 'Torts past questions',
    level: '200L',
    materialType: 'Past Question',
    fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  });
  await post('/api/podcast', {
    title: 'Careful Talk',
    description: 'On the duty of care in torts.',
    guestName: 'Prof. Torts',
    episodeDate: '2020-01-01T10:00:00Z',
    xSpaceUrl: 'https://x.com/i/spaces/1',
  });
});
afterAll(() => t.close());

const search = (q: string, ip = '10.2.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { 'x-forwarded-for': ip },
  });

describe('site search', () => {
  it('finds published posts, events, materials and episodes, ranked, stemmed', async () => {
    const response = await search('tort');
    expect(response.statusCode).toBe(200);
    const results = response.json();
    expect(results.posts.map((hit: { title: string }) => hit.title)).toEqual([
      'The Law of Torts',
      'Criminal procedure',
    ]);
    expect(results.events[0]).toMatchObject({
      title: 'Torts Moot',
      kind: 'events',
      url: expect.stringMatching(/^\/events\//),
    });
    expect(results.materials[0]).toMatchObject({
      title: 'Torts past questions',
      url: '/uploads/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(results.episodes[0]).toMatchObject({ title: 'Careful Talk', url: '/podcast' });
    expect(results.total).toBe(5);
    expect(results.posts[0].url).toBe('/news/torts');
  });

  it('returns snippets as text pieces with the matches marked, never HTML', async () => {
    const [hit] = (await search('duty of care')).json().posts;
    expect(
      hit.snippet.some(
        (part: { text: string; match: boolean }) => part.match && /duty|care/i.test(part.text),
      ),
    ).toBe(true);
    expect(JSON.stringify(hit.snippet)).not.toMatch(/<strong>|<p>/);
  });

  it('answers no results, and refuses an empty query', async () => {
    const none = (await search('xylophone')).json();
    expect(none).toMatchObject({ total: 0, posts: [], events: [], materials: [], episodes: [] });
    const empty = await search('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.q).toBe('Enter something to search for.');
    expect((await search('"unbalanced -( OR')).statusCode).toBe(200);
  });
});

describe('bounded cost of a search', () => {
  it('refuses a query longer than the limit with a clear message', async () => {
    const response = await search('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.q).toBe(searchMessages.queryTooLong(SEARCH_QUERY_MAX_LENGTH));
    expect((await search('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('caps the results of each kind, however many match', async () => {
    for (let index = 0; index < LIMIT_PER_KIND + 3; index++) {
      await post('/api/posts', {
        title: `Quorum rules ${index}`,
        slug: `quorum-${index}`,
        status: 'published',
        contentBody: `<p>${'The quorum of a meeting. '.repeat(400)}</p>`,
      });
    }
    const results = (await search('quorum')).json();
    expect(results.posts).toHaveLength(LIMIT_PER_KIND);
    expect(results.total).toBe(LIMIT_PER_KIND);
    // The snippet is cut from the start of a long body, with the match marked.
    expect(results.posts[0].snippet.some((part: { match: boolean }) => part.match)).toBe(true);
  });

  it('serves a repeated search from the cache until a write changes what it shows', async () => {
    const titles = async (q: string) =>
      (await search(q)).json().posts.map((hit: { title: string }) => hit.title);
    expect(await titles('negligence')).toEqual(['The Law of Torts']);
    // Behind the API's back: a cached answer does not see it …
    await t.database.db.execute(sql`update posts set title = 'Renamed Torts' where slug = 'torts'`);
    expect(await titles('negligence')).toEqual(['The Law of Torts']);
    expect(await titles('  NEGLIGENCE ')).toEqual(['The Law of Torts']);
    // … and a write through the API drops it.
    await post('/api/posts', { title: 'Unrelated', slug: 'unrelated', status: 'published' });
    expect(await titles('negligence')).toEqual(['Renamed Torts']);
  });

  it('limits the searches of one address per minute, and not of the others', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SEARCHES_PER_MINUTE; index++) {
      statuses.push((await search(`word${index}`, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, SEARCHES_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const refused = await search('torts', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(apiMessages.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await search('torts', '10.9.9.10')).statusCode).toBe(200);
  });
});
