import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

describe('dashboard stats', () => {
  it('counts every kind of content, drafts included', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    await post('/api/events', {
      title: 'E',
      description: 'D',
      eventDate: '2030-01-01T10:00:00Z',
      venue: 'V',
    });
    await post('/api/posts', { title: 'P', slug: 'p' });
    await post('/api/posts', { title: 'Q', slug: 'q', status: 'published' });
    await post('/api/executives', { name: 'N', position: 'P' });
    await post('/api/materials', { title: 'M', fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf' });
    await post('/api/podcast', {
      title: 'T',
      description: 'D',
      episodeDate: '2020-01-01T10:00:00Z',
      xSpaceUrl: 'https://x.com/i/spaces/1',
    });
    const stats = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) });
    expect(stats.json()).toEqual({
      events: 1,
      posts: 2,
      executives: 1,
      materials: 1,
      podcasts: 1,
      unreadMessages: 0,
      pendingSubmissions: 0,
      awaitingReview: 0,
      members: { pending: 0, active: 0, verified: 0, lapsed: 0 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
