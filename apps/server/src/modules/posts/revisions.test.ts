import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Issue 16: excerpt and byline, autosave and the last 20 revisions (docs/decisions/020-post-revisions.md). */

let t: TestApp;
let admin: string;
let contributor: string;
let slugs = 0;
const PASSWORD = 'correct horse battery staple';

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function contributorToken() {
  await call('POST', '/api/users/register', admin, {
    fullName: 'Chidi Writer',
    email: 'writer@lss.test',
    password: PASSWORD,
    role: 'contributor',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'writer@lss.test', password: PASSWORD },
  });
  return login.json().token as string;
}

async function newPost(token = admin, fields: object = {}) {
  slugs += 1;
  const response = await call('POST', '/api/posts', token, {
    title: 'Version 0',
    slug: `post-${slugs}`,
    contentBody: '<p>Body 0</p>',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; slug: string; status: string };
}

const save = (id: string, slug: string, fields: object, token = admin) =>
  call('PUT', `/api/posts/${id}`, token, { slug, ...fields });

async function revisions(id: string, query = '') {
  const response = await call('GET', `/api/posts/${id}/revisions${query}`, admin);
  expect(response.statusCode).toBe(200);
  return {
    total: Number(response.headers['x-total-count']),
    items: response.json() as Array<{
      _id: string;
      title: string;
      kind: string;
      savedBy: { fullName: string };
    }>,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  contributor = await contributorToken();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('excerpt and byline', () => {
  it('are stored, read back, and shown in the public list instead of the generated excerpt and the account name', async () => {
    const post = await newPost(admin, {
      title: 'Moot finals',
      contentBody: '<h2>The problem</h2><p>The problem concerned a contract.</p>',
      excerpt: '  Our team reached the finals.  ',
      byline: 'Amaka Obi, 300L',
      status: 'published',
    });
    expect(post).toMatchObject({ excerpt: 'Our team reached the finals.', byline: 'Amaka Obi, 300L' });
    const plain = await newPost(admin, {
      title: 'No excerpt',
      contentBody: '<h2>The problem</h2><p>The problem concerned a contract.</p>',
      status: 'published',
    });
    expect(plain).toMatchObject({ excerpt: null, byline: null });

    const list = (await t.app.inject({ method: 'GET', url: '/api/posts' })).json() as Array<{
      slug: string;
      excerpt: string;
      byline: string | null;
    }>;
    expect(list.find((item) => item.slug === post.slug)).toMatchObject({
      excerpt: 'Our team reached the finals.',
      byline: 'Amaka Obi, 300L',
    });
    expect(list.find((item) => item.slug === plain.slug)?.excerpt).toBe(
      'The problem. The problem concerned a contract.',
    );

    // Emptying the fields goes back to the generated excerpt and the account's name.
    const cleared = await save(post._id, post.slug, { title: 'Moot finals', excerpt: '', byline: '' });
    expect(cleared.json()).toMatchObject({ excerpt: null, byline: null });
  });

  it('refuses control characters and overlong values with a message naming the field', async () => {
    const base = { title: 'Bad', slug: 'bad-fields' };
    const cases = [
      [{ excerpt: 'a'.repeat(301) }, 'excerpt', 'Excerpt must be at most 300 characters.'],
      [{ excerpt: 'One\u0007two' }, 'excerpt', 'Excerpt must be a single line without control characters.'],
      [{ byline: 'b'.repeat(121) }, 'byline', 'Byline must be at most 120 characters.'],
      [{ byline: 'Ada\nLovelace' }, 'byline', 'Byline must be a single line without control characters.'],
      [{ autosave: 'sometimes' }, 'autosave', 'Autosave must be true or false.'],
    ] as const;
    for (const [fields, field, message] of cases) {
      const response = await call('POST', '/api/posts', admin, { ...base, ...fields });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
  });
});

describe('revisions', () => {
  it('records every save, newest first, each with who saved it; one can be read whole', async () => {
    const post = await newPost();
    await save(post._id, post.slug, { title: 'Version 1', contentBody: '<p>Body 1</p>', excerpt: 'E1' });
    const { total, items } = await revisions(post._id);
    expect(total).toBe(2);
    expect(items.map((item) => [item.title, item.kind, item.savedBy.fullName])).toEqual([
      ['Version 1', 'save', 'Admin Number 1'],
      ['Version 0', 'save', 'Admin Number 1'],
    ]);
    const one = await call('GET', `/api/posts/${post._id}/revisions/${items[1]!._id}`, admin);
    expect(one.json()).toMatchObject({ title: 'Version 0', contentBody: '<p>Body 0</p>', excerpt: null });

    const other = await newPost();
    const elsewhere = await call('GET', `/api/posts/${other._id}/revisions/${items[1]!._id}`, admin);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Revision not found.');
    const missingPost = await call('GET', '/api/posts/not-an-id/revisions', admin);
    expect(missingPost.statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${post._id}/revisions?limit=0`, admin)).statusCode).toBe(400);
  });

  it('keeps only the last 20 versions of a post', async () => {
    const post = await newPost();
    for (let version = 1; version <= 24; version++) {
      expect((await save(post._id, post.slug, { title: `Version ${version}` })).statusCode).toBe(200);
    }
    const { total, items } = await revisions(post._id, '?limit=100');
    expect(total).toBe(20);
    expect(items.map((item) => item.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Version ${24 - index}`),
    );
  });

  it('keeps 20 and the post equal to the newest version when saves arrive at once', async () => {
    const post = await newPost();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) => save(post._id, post.slug, { title: `Parallel ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
    const { total, items } = await revisions(post._id, '?limit=100');
    expect(total).toBe(20);
    const current = (await call('GET', `/api/posts/admin/${post._id}`, admin)).json();
    expect(items[0]!.title).toBe(current.title);
    expect(new Set(items.map((item) => item.title)).size).toBe(20);
  });

  it("replaces one person's autosave revision for five minutes; saves and other people start new ones", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const post = await newPost(contributor);
    for (const word of ['a', 'ab', 'abc']) {
      const response = await save(post._id, post.slug, { title: word, autosave: true }, contributor);
      expect(response.statusCode).toBe(200);
    }
    let history = await revisions(post._id);
    expect(history.items.map((item) => [item.title, item.kind])).toEqual([
      ['abc', 'autosave'],
      ['Version 0', 'save'],
    ]);

    await save(post._id, post.slug, { title: 'by the editor', autosave: true });
    vi.setSystemTime(new Date(start.getTime() + 60_000));
    await save(post._id, post.slug, { title: 'abcd', autosave: true }, contributor);
    history = await revisions(post._id);
    expect(history.items.map((item) => item.title)).toEqual(['abcd', 'by the editor', 'abc', 'Version 0']);

    await save(post._id, post.slug, { title: 'manual' }, contributor);
    await save(post._id, post.slug, { title: 'after manual', autosave: true }, contributor);
    vi.setSystemTime(new Date(start.getTime() + 7 * 60_000));
    await save(post._id, post.slug, { title: 'seven minutes on', autosave: true }, contributor);
    history = await revisions(post._id);
    expect(history.items.map((item) => [item.title, item.kind])).toEqual([
      ['seven minutes on', 'autosave'],
      ['after manual', 'autosave'],
      ['manual', 'save'],
      ['abcd', 'autosave'],
      ['by the editor', 'autosave'],
      ['abc', 'autosave'],
      ['Version 0', 'save'],
    ]);
  });

  it('never autosaves a published post, nor publishes by autosave', async () => {
    const live = await newPost(admin, { status: 'published' });
    const onLive = await save(live._id, live.slug, { title: 'Typing', status: 'published', autosave: true });
    expect(onLive.statusCode).toBe(400);
    expect(onLive.json().message).toBe(
      'Only a draft saves itself; save changes to a published post with Save.',
    );
    const draft = await newPost();
    const publishing = await save(draft._id, draft.slug, {
      title: 'Out',
      status: 'published',
      autosave: true,
    });
    expect(publishing.statusCode).toBe(400);
    expect((await call('GET', `/api/posts/admin/${draft._id}`, admin)).json().status).toBe('draft');
    expect((await revisions(live._id)).total).toBe(1);
  });

  it('restores a version: its content comes back, status and slug stay, and the restore is a version too', async () => {
    const post = await newPost(admin, { status: 'published', excerpt: 'First excerpt', byline: 'Ada' });
    await save(post._id, post.slug, {
      title: 'Rewritten',
      contentBody: '<p>New body</p>',
      status: 'published',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post.slug}` })).json().title).toBe(
      'Rewritten',
    );
    const { items } = await revisions(post._id);
    const first = items.find((item) => item.title === 'Version 0')!;

    const restored = await call('POST', `/api/posts/${post._id}/revisions/${first._id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Version 0',
      contentBody: '<p>Body 0</p>',
      excerpt: 'First excerpt',
      byline: 'Ada',
      status: 'published',
      slug: post.slug,
    });
    // The public read is not left cached with the replaced text.
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post.slug}` })).json().title).toBe(
      'Version 0',
    );
    const after = await revisions(post._id);
    expect(after.items.map((item) => [item.title, item.kind])).toEqual([
      ['Version 0', 'restore'],
      ['Rewritten', 'save'],
      ['Version 0', 'save'],
    ]);
  });

  it("follows the post's own rules: a contributor reads their own post's versions and restores only drafts", async () => {
    const own = await newPost(contributor);
    await save(own._id, own.slug, { title: 'Mine 1' }, contributor);
    const list = await call('GET', `/api/posts/${own._id}/revisions`, contributor);
    expect(list.statusCode).toBe(200);
    const oldest = list.json()[1];
    const restore = await call('POST', `/api/posts/${own._id}/revisions/${oldest._id}/restore`, contributor);
    expect(restore.statusCode).toBe(200);

    const others = await newPost(admin);
    expect((await call('GET', `/api/posts/${others._id}/revisions`, contributor)).statusCode).toBe(403);

    // Published by an editor, the contributor's post is no longer theirs to change.
    await save(own._id, own.slug, { title: 'Mine live', status: 'published' });
    const late = await call('POST', `/api/posts/${own._id}/revisions/${oldest._id}/restore`, contributor);
    expect(late.statusCode).toBe(403);
  });
});
