import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** decisions.md: a contributor writes their own drafts and submits them; editors review and publish. */

let t: TestApp;
let admin: string;
let editor: string;
let contributor: string;
let other: string;
const PASSWORD = 'correct horse battery staple';
const NO_PERMISSION = { message: 'You do not have permission to do that.' };

async function account(role: string, email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: bearer(admin),
    payload: { fullName: `The ${role}`, email, password: PASSWORD, role },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: PASSWORD },
  });
  return login.json().token as string;
}

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  editor = await account('editor', 'editor@lss.test');
  contributor = await account('contributor', 'writer@lss.test');
  other = await account('contributor', 'other@lss.test');
});
afterAll(() => t.close());

describe('contributors', () => {
  let draftId: string;

  it('write drafts but cannot publish, even by editing', async () => {
    const published = await call('POST', '/api/posts', contributor, {
      title: 'Out',
      slug: 'out',
      status: 'published',
    });
    expect(published.statusCode).toBe(403);
    expect(published.json()).toEqual(NO_PERMISSION);
    const draft = await call('POST', '/api/posts', contributor, { title: 'Mine', slug: 'mine' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({
      status: 'draft',
      reviewRequestedAt: null,
      author: { fullName: 'The contributor' },
    });
    draftId = draft.json()._id;
    const publishing = await call('PUT', `/api/posts/${draftId}`, contributor, {
      title: 'Mine',
      slug: 'mine',
      status: 'published',
    });
    expect(publishing.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/posts/${draftId}`, contributor, { title: 'Mine, edited', slug: 'mine' }))
        .statusCode,
    ).toBe(200);
  });

  it('see and touch only their own posts', async () => {
    const editorsPost = (
      await call('POST', '/api/posts', editor, { title: 'Editorial', slug: 'editorial' })
    ).json();
    expect(
      (await call('GET', '/api/posts/all', contributor)).json().map((p: { slug: string }) => p.slug),
    ).toEqual(['mine']);
    expect((await call('GET', '/api/posts/all', other)).json()).toEqual([]);
    expect((await call('GET', '/api/posts/all', editor)).json()).toHaveLength(2);
    for (const [method, url, payload] of [
      ['GET', `/api/posts/admin/${editorsPost._id}`],
      ['PUT', `/api/posts/${editorsPost._id}`, { title: 'Mine now', slug: 'editorial' }],
      ['DELETE', `/api/posts/${editorsPost._id}`],
      ['POST', `/api/posts/${editorsPost._id}/review-request`],
      ['GET', `/api/posts/admin/${draftId}`],
    ] as const) {
      const token = url.includes(draftId) ? other : contributor;
      const response = await call(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(NO_PERMISSION);
    }
    expect((await call('GET', `/api/posts/admin/${editorsPost._id}`, editor)).statusCode).toBe(200);
  });

  it('submit a draft for review, which editors see on the dashboard until they publish it', async () => {
    const submitted = await call('POST', `/api/posts/${draftId}/review-request`, contributor);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().reviewRequestedAt).toEqual(expect.any(String));
    expect(submitted.json().status).toBe('draft');

    const stats = (await call('GET', '/api/dashboard/stats', editor)).json();
    expect(stats.awaitingReview).toBe(1);
    const queue = (await call('GET', '/api/posts/review-queue', editor)).json();
    expect(queue.map((p: { _id: string }) => p._id)).toEqual([draftId]);
    const refused = await call('GET', '/api/posts/review-queue', contributor);
    expect(refused.statusCode).toBe(403);

    // The public never sees it.
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/mine' })).statusCode).toBe(404);

    const publishedByEditor = await call('PUT', `/api/posts/${draftId}`, editor, {
      title: 'Mine, edited',
      slug: 'mine',
      status: 'published',
    });
    expect(publishedByEditor.json()).toMatchObject({ status: 'published', reviewRequestedAt: null });
    expect((await call('GET', '/api/dashboard/stats', editor)).json().awaitingReview).toBe(0);
    expect((await call('GET', '/api/posts/review-queue', editor)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/mine' })).statusCode).toBe(200);
  });

  it('cannot change or delete their post once published, nor submit it again', async () => {
    const edit = await call('PUT', `/api/posts/${draftId}`, contributor, { title: 'Changed', slug: 'mine' });
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `/api/posts/${draftId}`, contributor)).statusCode).toBe(403);
    const again = await call('POST', `/api/posts/${draftId}/review-request`, contributor);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Only a draft can be submitted for review.');
    expect((await call('GET', `/api/posts/admin/${draftId}`, contributor)).statusCode).toBe(200);
  });

  it('withdraw their request; editors send a draft back; contributors delete their own drafts', async () => {
    const draft = (await call('POST', '/api/posts', contributor, { title: 'Second', slug: 'second' })).json();
    await call('POST', `/api/posts/${draft._id}/review-request`, contributor);
    const withdrawn = await call('DELETE', `/api/posts/${draft._id}/review-request`, contributor);
    expect(withdrawn.json().reviewRequestedAt).toBeNull();
    await call('POST', `/api/posts/${draft._id}/review-request`, contributor);
    expect((await call('DELETE', `/api/posts/${draft._id}/review-request`, other)).statusCode).toBe(403);
    const sentBack = await call('DELETE', `/api/posts/${draft._id}/review-request`, editor);
    expect(sentBack.json()).toMatchObject({ status: 'draft', reviewRequestedAt: null });
    expect((await call('DELETE', `/api/posts/${draft._id}`, contributor)).statusCode).toBe(200);
  });
});
