import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, png } from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bigJpeg } from '../uploads/hostile-files.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  token = await t.adminToken();
});
afterAll(() => t.close());

function multipartForm(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----lsssubmission';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const article = {
  name: 'Tolu Adeyemi',
  email: 'tolu@student.test',
  title: 'Rethinking Bail in Nigeria',
  article: 'First paragraph about <bail>.\n\nSecond paragraph,\nwith a line break.',
};
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/submissions', headers: bearer(token) })).json();

describe('article submissions', () => {
  it('a student submits with a picture; an administrator approves it into a by-lined draft', async () => {
    const { payload, headers } = multipartForm(article, { name: 'photo.png', content: await png() });
    const sent = await t.app.inject({ method: 'POST', url: '/api/submissions', payload, headers });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Thank you! Your article has been submitted for review.');

    const [pending] = await list();
    expect(pending).toMatchObject({
      ...article,
      status: 'pending',
      postId: null,
      imageUrl: expect.stringMatching(/^\/uploads\/.+\.png$/),
    });
    const stats = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) });
    expect(stats.json().pendingSubmissions).toBe(1);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${pending._id}/approve`,
      headers: bearer(token),
    });
    expect(approved.statusCode).toBe(200);
    const { post, submission } = approved.json();
    expect(submission).toMatchObject({ status: 'approved', postId: post._id });
    expect(post).toMatchObject({
      title: 'Rethinking Bail in Nigeria',
      slug: 'rethinking-bail-in-nigeria',
      status: 'draft',
      author: { _id: null, fullName: 'Tolu Adeyemi' },
      coverImageUrl: pending.imageUrl,
      contentBody:
        '<p>First paragraph about &lt;bail&gt;.</p><p>Second paragraph,<br />with a line break.</p>',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/posts/rethinking-bail-in-nigeria' })).statusCode,
    ).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${pending._id}/approve`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a second submission with the same title gets its own slug; a rejected one creates nothing', async () => {
    await t.app.inject({ method: 'POST', url: '/api/submissions', payload: article });
    await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload: { ...article, title: 'Rejected piece' },
    });
    const [rejectedOne, sameTitle] = await list();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${sameTitle._id}/approve`,
      headers: bearer(token),
    });
    expect(approved.json().post.slug).toBe('rethinking-bail-in-nigeria-2');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${rejectedOne._id}/reject`,
      headers: bearer(token),
    });
    expect(rejected.json().status).toBe('rejected');
    const posts = await t.app.inject({ method: 'GET', url: '/api/posts/all', headers: bearer(token) });
    expect(posts.json().map((p: { title: string }) => p.title)).not.toContain('Rejected piece');
  });

  it('validates, refuses non-image attachments, and drops honeypot submissions', async () => {
    const from = { 'x-forwarded-for': '10.3.3.3' };
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: from,
      payload: { name: '', email: 'x', title: '', article: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['article', 'email', 'name', 'title']);
    const { payload, headers } = multipartForm(
      { ...article, title: 'With PDF' },
      { name: 'x.pdf', content: pdf() },
    );
    const pdfSent = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload,
      headers: { ...headers, ...from },
    });
    expect(pdfSent.statusCode).toBe(415);
    expect(pdfSent.json().message).toBe('The picture must be a JPEG, PNG, GIF or WebP image.');
    const before = (await list()).length;
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: from,
      payload: { ...article, website: 'http://spam' },
    });
    expect(bot.statusCode).toBe(201);
    expect(await list()).toHaveLength(before);
  });

  it('refuses a picture of too many pixels (a 6000×6000 JPEG of 211 kB) with 413, storing nothing', async () => {
    const before = (await list()).length;
    const { payload, headers } = multipartForm(
      { ...article, title: 'Huge picture' },
      { name: 'huge.jpg', content: await bigJpeg(6000, 6000) },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload,
      headers: { ...headers, 'x-forwarded-for': '10.5.5.5' },
    });
    expect(sent.statusCode).toBe(413);
    expect(sent.json().message).toBe(
      'This image is too large: it may have at most 24 megapixels (an animation counts every frame).',
    );
    expect(await list()).toHaveLength(before);
  });

  it('limits how often one address may submit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { 'x-forwarded-for': '10.4.4.4' },
        payload: { ...article, website: 'bot' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('keeps the review screens behind the token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/submissions'],
      ['GET', `/api/submissions/${id}`],
      ['POST', `/api/submissions/${id}/approve`],
      ['POST', `/api/submissions/${id}/reject`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
