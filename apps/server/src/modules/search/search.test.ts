import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.adminToken();
  const post = (url: string, payload: object) =>
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

const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });

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
