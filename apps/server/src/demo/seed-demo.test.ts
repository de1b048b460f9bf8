import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ADMIN, seedDemo } from './seed-demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.services);
}, 60_000);
afterAll(() => t.close());

describe('demo content', () => {
  it('gives a newcomer a living site: every kind of content, past and upcoming', async () => {
    const get = async (url: string) => (await t.app.inject({ url })).json();
    const now = Date.now();
    const events = await get('/api/events');
    expect(events.some((e: { eventDate: string }) => Date.parse(e.eventDate) > now)).toBe(true);
    expect(events.some((e: { eventDate: string }) => Date.parse(e.eventDate) < now)).toBe(true);
    expect((await get('/api/events/featured')).title).toMatch(/Moot Court/);
    expect(await get('/api/posts')).toHaveLength(3);
    expect((await get('/api/executives/featured')).map((e: { name: string }) => e.name)).toEqual([
      'Zainab Bello',
      'Chukwuemeka Obi',
    ]);
    expect(await get('/api/podcast/upcoming')).not.toBeNull();
    expect((await get('/api/podcast/archived')).length).toBeGreaterThan(0);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const all = (await t.app.inject({ url: '/api/posts/all', headers: bearer(login.json().token) })).json();
    expect(all.map((p: { status: string }) => p.status)).toContain('draft');
  });

  it('ships real files: the materials are PDFs and the covers are images', async () => {
    const [material] = (await t.app.inject({ url: '/api/materials' })).json();
    const file = await t.app.inject({ url: material.fileUrl });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [post] = (await t.app.inject({ url: '/api/posts' })).json();
    expect((await t.app.inject({ url: post.coverImageUrl })).headers['content-type']).toBe('image/jpeg');
  });
});
