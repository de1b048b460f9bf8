import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_TTL_MS } from '../../plugins/response-cache.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/posts', headers: bearer(token), payload });
const update = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers: bearer(token), payload });

describe('posts API', () => {
  it('creates a draft with the author set by the server; drafts stay private', async () => {
    const response = await create({
      title: 'Notes on Tort',
      slug: 'notes-on-tort',
      contentBody: '<p>Duty of care.</p>',
      author: { fullName: 'Impostor' },
      authorName: 'Impostor',
      createdAt: '2001-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(post).toMatchObject({
      status: 'draft',
      publishedAt: null,
      author: { fullName: 'Admin Number 1' },
      coverImageUrl: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/notes-on-tort' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts' })).json()).toEqual([]);
    const adminRead = await t.app.inject({
      method: 'GET',
      url: `/api/posts/admin/${post._id}`,
      headers: bearer(token),
    });
    expect(adminRead.json().title).toBe('Notes on Tort');
    const all = await t.app.inject({ method: 'GET', url: '/api/posts/all', headers: bearer(token) });
    expect(all.json().map((p: { slug: string }) => p.slug)).toContain('notes-on-tort');
  });

  it('publishing sets publishedAt once; the public list is newest first and published only', async () => {
    const first = (await create({ title: 'First', slug: 'first', status: 'published' })).json();
    expect(first.publishedAt).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = (await create({ title: 'Second', slug: 'second', status: 'published' })).json();

    const list = (await t.app.inject({ method: 'GET', url: '/api/posts' })).json();
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['second', 'first']);

    const unpublished = (
      await update(second._id, { title: 'Second', slug: 'second', status: 'draft' })
    ).json();
    expect(unpublished.publishedAt).toBe(second.publishedAt);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/second' })).statusCode).toBe(404);
    const republished = (
      await update(second._id, { title: 'Second', slug: 'second', status: 'published' })
    ).json();
    expect(republished.publishedAt).toBe(second.publishedAt);

    const read = await t.app.inject({ method: 'GET', url: '/api/posts/first' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: 'First', author: { fullName: 'Admin Number 1' } });
  });

  it('keeps a scheduled post off every public read until its time', async () => {
    const soon = new Date(t.clock.now().getTime() + 1500).toISOString();
    const scheduled = (
      await create({ title: 'Scheduled', slug: 'scheduled', status: 'published', publishedAt: soon })
    ).json();
    expect(scheduled.publishedAt).toBe(soon);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/scheduled' })).statusCode).toBe(404);
    const slugs = () =>
      t.app
        .inject({ method: 'GET', url: '/api/posts' })
        .then((r) => r.json().map((p: { slug: string }) => p.slug));
    expect(await slugs()).not.toContain('scheduled');
    // Public answers live a few seconds (the response cache): the post shows within them.
    t.clock.advance(1500 + RESPONSE_TTL_MS);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/scheduled' })).statusCode).toBe(200);
    expect(await slugs()).toContain('scheduled');
  });

  it('keeps slugs unique with 409', async () => {
    await create({ title: 'Unique', slug: 'unique-slug' });
    const duplicate = await create({ title: 'Other', slug: 'unique-slug' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'A post with this slug already exists.',
      errors: { slug: 'A post with this slug already exists.' },
    });
    const other = (await create({ title: 'Other', slug: 'other-slug' })).json();
    expect((await update(other._id, { title: 'Other', slug: 'unique-slug' })).statusCode).toBe(409);
    expect((await update(other._id, { title: 'Other renamed', slug: 'other-slug' })).statusCode).toBe(200);
  });

  it('sanitises stored HTML', async () => {
    const post = (
      await create({
        title: 'Hostile',
        slug: 'hostile',
        status: 'published',
        contentBody:
          '<p style="text-align: center" onclick="alert(1)">Hi<script>alert(2)</script></p>' +
          '<a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><iframe src="https://evil"></iframe>' +
          '<svg><script>alert(5)</script></svg><object data="x"></object>' +
          '<span style="color: #ff0000; position: fixed">red</span><a href="https://ok.example" target="_blank">ok</a>',
      })
    ).json();
    const html = post.contentBody as string;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|svg|object|position/i);
    expect(html).toContain('<p style="text-align:center">Hi</p>');
    expect(html).toContain('<span style="color:#ff0000">red</span>');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('validates input and answers 404 for unknown posts', async () => {
    const invalid = await create({ title: '', slug: 'Has Spaces', status: 'live' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['slug', 'status', 'title']);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/posts/admin/${missing}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    expect((await update(missing, { title: 'x', slug: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${missing}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a post', async () => {
    const post = (await create({ title: 'Temporary', slug: 'temporary', status: 'published' })).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ message: 'Post deleted successfully' });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/temporary' })).statusCode).toBe(404);
  });

  it('requires a token for admin routes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/posts/all'],
      ['GET', `/api/posts/admin/${id}`],
      ['POST', '/api/posts'],
      ['PUT', `/api/posts/${id}`],
      ['DELETE', `/api/posts/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { title: 'x', slug: 'x' } })).statusCode).toBe(401);
    }
  });
});
