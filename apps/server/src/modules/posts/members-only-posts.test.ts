import { feedPaths } from '@lss/shared/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ } from '../../plugins/http-caching.ts';
import {
  memberCookie,
  memberMailEnv,
  STUDENT_DOMAIN,
  useStudentDomain,
} from '../../testing/member-sessions.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 27, decision 031: a members-only post's title, excerpt and cover are public; its body is
// for a verified member or staff only, and never in feeds, search, previews or the sitemap's text.

/** Words only the locked bodies hold: none may reach anyone but a verified member or staff. */
const SECRET = ['zygomorphic', 'clause', 'xylophone', 'marmalade'];
const LOCKED = {
  title: 'Members Brief on Tenancy',
  slug: 'members-brief-on-tenancy',
  excerpt: 'A guide to tenancy disputes, for members.',
  contentBody: '<p>The zygomorphic quokka clause decides every tenancy dispute.</p>',
  coverImageUrl: '/uploads/0123456789abcdef0123456789abcdef_1200x600.png',
  status: 'published',
  membersOnly: true,
};
/** Without an excerpt: lists and previews must not fall back to the start of the body. */
const LOCKED_NO_EXCERPT = {
  title: 'Second Members Note',
  slug: 'second-members-note',
  contentBody: '<p>Xylophone marmalade, a member’s secret.</p>',
  status: 'published',
  membersOnly: 'true',
};
const OPEN = {
  title: 'Open Letter on Quokka Welfare',
  slug: 'open-letter',
  contentBody: '<p>Everyone may read about the quokka.</p>',
  status: 'published',
};

const hasSecret = (text: string) => SECRET.some((word) => text.toLowerCase().includes(word));

describe('members-only posts', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let staff: Record<string, string>;
  let verified: string;
  let awaiting: string;
  let lapsed: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(memberMailEnv(sink));
    const token = await t.adminToken();
    staff = bearer(token);
    await useStudentDomain(t, token);
    for (const payload of [OPEN, LOCKED_NO_EXCERPT, LOCKED]) {
      const created = await t.app.inject({ method: 'POST', url: '/api/posts', headers: staff, payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    verified = await memberCookie(t, sink, `ada@${STUDENT_DOMAIN}`);
    awaiting = await memberCookie(t, sink, 'bola@example.com');
    lapsed = await memberCookie(t, sink, `chi@${STUDENT_DOMAIN}`, 'lapsed');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('takes the flag as a boolean or "true"/"false", false by default, and refuses anything else', async () => {
    const all = await get('/api/posts/all', staff);
    const flags = Object.fromEntries(
      all.json().map((post: { slug: string; membersOnly: boolean }) => [post.slug, post.membersOnly]),
    );
    expect(flags).toEqual({ [LOCKED.slug]: true, [LOCKED_NO_EXCERPT.slug]: true, [OPEN.slug]: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: staff,
      payload: { ...OPEN, slug: 'another', membersOnly: 'maybe' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ membersOnly: 'Members only must be true or false.' });
  });

  it('gives a visitor the title, excerpt and cover, and an empty body; the staff editor the whole post', async () => {
    const response = await get(`/api/posts/${LOCKED.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: LOCKED.title,
      excerpt: LOCKED.excerpt,
      coverImageUrl: LOCKED.coverImageUrl,
      membersOnly: true,
      contentBody: '',
    });
    expect(hasSecret(response.body)).toBe(false);

    const id = response.json()._id;
    const editor = await get(`/api/posts/admin/${id}`, staff);
    expect(editor.json().contentBody).toBe(LOCKED.contentBody);
  });

  it('lists members-only posts with the flag, their own excerpt or none, never words of the body', async () => {
    const response = await get('/api/posts');
    expect(response.statusCode).toBe(200);
    const bySlug = Object.fromEntries(response.json().map((post: { slug: string }) => [post.slug, post]));
    expect(bySlug[LOCKED.slug]).toMatchObject({
      membersOnly: true,
      contentBody: '',
      excerpt: LOCKED.excerpt,
    });
    expect(bySlug[LOCKED_NO_EXCERPT.slug]).toMatchObject({ membersOnly: true, contentBody: '', excerpt: '' });
    expect(bySlug[OPEN.slug]).toMatchObject({ membersOnly: false, contentBody: OPEN.contentBody });
    expect(hasSecret(response.body)).toBe(false);
  });

  it('keeps the body from a member the society has not verified (active or lapsed)', async () => {
    for (const cookie of [awaiting, lapsed, 'lss_member=not-a-session']) {
      const one = await get(`/api/posts/${LOCKED.slug}`, { cookie });
      expect(one.statusCode).toBe(200);
      expect(one.json().contentBody).toBe('');
      expect(one.headers['cache-control']).toBe('no-store');
      const list = await get('/api/posts', { cookie });
      expect(
        hasSecret(JSON.stringify(list.json().filter((p: { membersOnly: boolean }) => p.membersOnly))),
      ).toBe(false);
    }
  });

  it('gives the body to a verified member and to a staff token, never kept for anyone else', async () => {
    for (const headers of [{ cookie: verified }, staff]) {
      const one = await get(`/api/posts/${LOCKED.slug}`, headers);
      expect(one.json().contentBody).toBe(LOCKED.contentBody);
      expect(one.headers['cache-control']).toBe('no-store');
      const list = await get('/api/posts', headers);
      const item = list.json().find((post: { slug: string }) => post.slug === LOCKED_NO_EXCERPT.slug);
      expect(item.contentBody).toBe(LOCKED_NO_EXCERPT.contentBody);
      // Still no excerpt made of the body: lists show what previews show.
      expect(item.excerpt).toBe('');
    }
  });

  it("never sends the body from the response cache: a visitor's answer is kept without it, a member's not at all", async () => {
    // A member asks first: their answer must not be the one kept.
    expect((await get(`/api/posts/${LOCKED_NO_EXCERPT.slug}`, { cookie: verified })).json().contentBody).toBe(
      LOCKED_NO_EXCERPT.contentBody,
    );
    const first = await get(`/api/posts/${LOCKED_NO_EXCERPT.slug}`);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ);
    expect(first.json().contentBody).toBe('');
    // The visitor's answer is kept; the member still gets theirs, and the next visitor the kept one.
    expect((await get(`/api/posts/${LOCKED_NO_EXCERPT.slug}`, { cookie: verified })).json().contentBody).toBe(
      LOCKED_NO_EXCERPT.contentBody,
    );
    const again = await get(`/api/posts/${LOCKED_NO_EXCERPT.slug}`);
    expect(again.body).toBe(first.body);
    expect(hasSecret(again.body)).toBe(false);
  });

  it('keeps the body out of the RSS and Atom feeds: the excerpt and a link to the site instead', async () => {
    for (const url of [feedPaths.rss, feedPaths.atom]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(LOCKED.title);
      expect(response.body).toContain(LOCKED.excerpt);
      expect(response.body).toContain('Members only: sign in on the site to read this article.');
      expect(response.body).toContain(`https://lss.test/news/${LOCKED.slug}`);
      expect(response.body).toContain('Everyone may read about the quokka.');
      expect(hasSecret(response.body)).toBe(false);
      // A member's cookie changes nothing: feeds are the same for every reader.
      expect((await get(url, { cookie: verified })).body).toBe(response.body);
    }
  });

  it('lists the address in the sitemap, and nothing of the text', async () => {
    const response = await get(feedPaths.sitemap);
    expect(response.body).toContain(`<loc>https://lss.test/news/${LOCKED.slug}</loc>`);
    expect(response.body).toContain(`<loc>https://lss.test/news/${LOCKED_NO_EXCERPT.slug}</loc>`);
    expect(hasSecret(response.body)).toBe(false);
  });

  it('finds a members-only post by its title, with its excerpt as the snippet, never by words of its body', async () => {
    const byTitle = await get('/api/search?q=tenancy');
    expect(byTitle.json().map((hit: { url: string }) => hit.url)).toEqual([`/news/${LOCKED.slug}`]);
    expect(
      byTitle
        .json()[0]
        .snippet.map((part: { text: string }) => part.text)
        .join(''),
    ).toBe(LOCKED.excerpt);
    expect(hasSecret(byTitle.body)).toBe(false);

    for (const word of ['zygomorphic', 'marmalade', 'clause']) {
      const response = await get(`/api/search?q=${word}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
      // Search is the same for every reader (its answers are shared): a member finds no more.
      expect((await get(`/api/search?q=${word}`, { cookie: verified })).json()).toEqual([]);
    }
    // The open post is found by its body as before; the locked one, whose body shares the word, is not.
    const shared = await get('/api/search?q=quokka');
    expect(shared.json().map((hit: { url: string }) => hit.url)).toEqual([`/news/${OPEN.slug}`]);
  });

  it('is found by body words again once it is open to everyone', async () => {
    const id = (await get(`/api/posts/${LOCKED_NO_EXCERPT.slug}`)).json()._id;
    const stored = (await get(`/api/posts/admin/${id}`, staff)).json();
    const opened = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      headers: staff,
      payload: {
        title: stored.title,
        slug: stored.slug,
        contentBody: stored.contentBody,
        status: 'published',
        membersOnly: false,
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await get('/api/search?q=marmalade')).json().map((hit: { url: string }) => hit.url)).toEqual([
      `/news/${LOCKED_NO_EXCERPT.slug}`,
    ]);
    expect((await get(`/api/posts/${LOCKED_NO_EXCERPT.slug}`)).json().contentBody).toBe(
      LOCKED_NO_EXCERPT.contentBody,
    );
  });
});
