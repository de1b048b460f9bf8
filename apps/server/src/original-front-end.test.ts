import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { podcastEpisodes } from './db/schema/index.ts';
import * as files from './testing/sample-files.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The society's original front end (github.com/Donugob/lss-unilorin-website, client/src), served from
 * another origin with VITE_API_BASE_URL pointing at our /api, replayed field for field from its
 * source (decision 024): axios with the token from localStorage in Authorization, multipart uploads
 * in "image" (the public submission form) or "file" (the admin edit pages), its submission shapes,
 * lists read without paging, and the upload URLs it shows read back absolute.
 */

const FRONT_END = 'https://lss-unilorin.example';
const PUBLIC_URL = 'http://api.lss.test';
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: FRONT_END, PUBLIC_URL });
  await t.adminToken();
  const login = await send('POST', '/api/users/login', {
    email: 'admin1@lss.test',
    password: 'correct horse battery staple',
  });
  expect(login.statusCode, login.body).toBe(200);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the browser does for the client's axios call: the preflight it needs, then the call, with its Origin. */
async function send(method: Method, url: string, body?: unknown, signedIn = true) {
  const requestHeaders = [signedIn && token ? 'authorization' : '', body === undefined ? '' : 'content-type']
    .filter(Boolean)
    .join(',');
  if (requestHeaders) {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: FRONT_END,
        'access-control-request-method': method,
        'access-control-request-headers': requestHeaders,
      },
    });
    expect(preflight.statusCode, `preflight of ${method} ${url}`).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FRONT_END);
  }
  const response = await t.app.inject({
    method,
    url,
    headers: {
      origin: FRONT_END,
      ...(signedIn && token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  expect(response.headers['access-control-allow-origin'], `${method} ${url}`).toBe(FRONT_END);
  if (url === '/api/users/login' && response.statusCode === 200) token = response.json().token;
  return response;
}

/** SubmitArticlePage's POST: a student's submission, without a session. */
const submitArticle = (fields: Record<string, string>) => send('POST', '/api/submissions', fields, false);

/** `formData.append(field, file)` posted by axios (multipart needs no preflight; the token does). */
async function upload(url: string, field: string, name: string, content: Buffer, signedIn: boolean) {
  const { payload, headers } = files.multipart(field, name, content);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, origin: FRONT_END, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

const absolute = (relative: string) => `${PUBLIC_URL}${relative}`;
const libraryUrls = async () =>
  ((await send('GET', '/api/media')).json() as { url: string }[]).map((item) => item.url);

describe('the original front end on another origin', () => {
  it('ArticleSubmissionPage: uploads the cover in "image" without a token, then submits its fields', async () => {
    const uploaded = await upload('/api/upload/public', 'image', 'cover.png', await files.png(), false);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.headers['access-control-allow-origin']).toBe(FRONT_END);
    const { imageUrl } = uploaded.json();
    expect(imageUrl).toMatch(/^http:\/\/api\.lss\.test\/uploads\/[a-f0-9]{32}_64x48\.png$/);
    // The form shows it as a preview: the browser fetches it from its page's origin.
    const image = await t.app.inject({
      method: 'GET',
      url: imageUrl.slice(PUBLIC_URL.length),
      headers: { origin: FRONT_END },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['access-control-allow-origin']).toBe(FRONT_END);
    // Not in the library until an editor approves the submission.
    expect(await libraryUrls()).not.toContain(imageUrl);

    const submitted = await submitArticle({
      authorName: 'Amaka Eze',
      authorEmail: 'amaka@students.example',
      title: 'The Future of ADR in Nigeria',
      contentBody: '<p>Arbitration is <strong>growing</strong>.</p><script>alert(1)</script>',
      suggestedImageUrl: imageUrl,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
  });

  it('AdminSubmissionsListPage and AdminSubmissionReviewPage: list, open, upload in "file", approve and publish', async () => {
    const list = await send('GET', '/api/submissions/all');
    expect(list.statusCode).toBe(200);
    const [listed] = list.json();
    expect(listed).toMatchObject({
      title: 'The Future of ADR in Nigeria',
      authorName: 'Amaka Eze',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const read = (await send('GET', `/api/submissions/${listed._id}`)).json();
    expect(read).toMatchObject({
      _id: listed._id,
      title: 'The Future of ADR in Nigeria',
      authorName: 'Amaka Eze',
      authorEmail: 'amaka@students.example',
      // Sanitised when it was received.
      contentBody: '<p>Arbitration is <strong>growing</strong>.</p>',
      suggestedImageUrl: expect.stringMatching(/^http:\/\/api\.lss\.test\/uploads\//),
    });

    // The review page's own upload: the admin's "file" field.
    const replaced = await upload('/api/upload', 'file', 'final.png', await files.png(80, 60), true);
    expect(replaced.statusCode, replaced.body).toBe(201);
    const coverImageUrl = replaced.json().imageUrl;
    expect(coverImageUrl).toMatch(/^http:\/\/api\.lss\.test\/uploads\/[a-f0-9]{32}_80x60\.png$/);

    const slug = read.title
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\w-]+/g, '');
    const approved = await send('POST', `/api/submissions/${listed._id}/approve`, {
      title: read.title,
      slug,
      contentBody: read.contentBody,
      coverImageUrl: read.suggestedImageUrl,
      status: 'published',
    });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json()).toMatchObject({
      _id: expect.any(String),
      slug: 'the-future-of-adr-in-nigeria',
      status: 'published',
      byline: 'Amaka Eze',
      coverImageUrl: read.suggestedImageUrl,
    });
    // Reviewed: the list shows it approved, a second approval is refused, and the picture joins the library.
    expect((await send('GET', `/api/submissions/${listed._id}`)).json().status).toBe('approved');
    const again = await send('POST', `/api/submissions/${listed._id}/approve`, {
      title: 'x',
      slug: 'x',
      status: 'draft',
    });
    expect(again.statusCode).toBe(409);
    expect(await libraryUrls()).toContain(read.suggestedImageUrl);

    // SinglePostPage reads it publicly, with the cover absolute.
    const published = await send('GET', `/api/posts/${slug}`, undefined, false);
    expect(published.json()).toMatchObject({ coverImageUrl: read.suggestedImageUrl, status: 'published' });
  });

  it('AdminSubmissionsListPage: reject deletes; a bad submission is a 400 naming its fields', async () => {
    const bad = await submitArticle({ authorName: '', authorEmail: 'nope', title: 'T', contentBody: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['authorEmail', 'authorName', 'contentBody']);
    const elsewhere = await submitArticle({
      authorName: 'B',
      authorEmail: 'b@students.example',
      title: 'Hotlinked',
      contentBody: '<p>Hi</p>',
      suggestedImageUrl: 'https://tracker.example/pixel.png',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({
      suggestedImageUrl: 'Suggested Image must be a picture uploaded with this form.',
    });

    const sent = await submitArticle({
      authorName: 'C',
      authorEmail: 'c@students.example',
      title: 'To reject',
      contentBody: '<p>No</p>',
      suggestedImageUrl: '',
    });
    expect(sent.statusCode).toBe(201);
    const id = (await send('GET', '/api/submissions/all'))
      .json()
      .find((s: { title: string }) => s.title === 'To reject')._id;
    const removed = await send('DELETE', `/api/submissions/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', `/api/submissions/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/submissions/${id}`)).statusCode).toBe(404);
  });

  it('AdminMaterialEditPage: uploads the document in "file" and saves the URL it was given', async () => {
    const uploaded = await upload('/api/upload', 'file', 'torts.pdf', files.pdf(), true);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileUrl = uploaded.json().imageUrl;
    const created = await send('POST', '/api/materials', {
      title: 'Law of Torts',
      description: '',
      level: '200L',
      materialType: 'Lecture Note',
      fileUrl,
      fileType: 'PDF',
    });
    expect(created.statusCode, created.body).toBe(201);
    // MaterialsPage (public, no paging): the link it offers is absolute.
    const [material] = (await send('GET', '/api/materials?level=200L', undefined, false)).json();
    expect(material.fileUrl).toBe(fileUrl);
    expect(fileUrl).toBe(absolute(fileUrl.slice(PUBLIC_URL.length)));
  });

  it('AdminPodcastListPage: 56 episodes read without paging are all there, with X-Total-Count and no Link', async () => {
    await t.app.services.database.db.insert(podcastEpisodes).values(
      Array.from({ length: 56 }, (_, index) => ({
        title: `Law & Vibes ${index + 1}`,
        description: 'An episode.',
        episodeDate: new Date(Date.UTC(2025, 0, 1 + index, 19)),
        xSpaceUrl: 'https://x.com/i/spaces/1YqKDoqkLXbJV',
      })),
    );
    const all = await send('GET', '/api/podcast/all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(56);
    expect(all.headers['x-total-count']).toBe('56');
    expect(all.headers.link).toBeUndefined();
    // The headers are readable from the other origin.
    expect(String(all.headers['access-control-expose-headers']).toLowerCase()).toContain('x-total-count');
    // PodcastPage's archive, public and cached: the same whole list, twice.
    for (let round = 0; round < 2; round++) {
      const archived = await send('GET', '/api/podcast/archived', undefined, false);
      expect(archived.json()).toHaveLength(56);
      expect(archived.headers['x-total-count']).toBe('56');
    }
  });
});
