import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, png } from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bigJpeg } from '../uploads/hostile-files.ts';

// The /submit page's plain form (POST /submit, multipart with its picture, outside /api), which works
// before any script runs: the same steps as POST /api/submissions (schema, author's limit, honeypot,
// the picture's checks), answered by a 303 back to the page with the outcome, never what was written.

let t: TestApp;
let token: string;
let client = 0;
const nextIp = () => `10.14.0.${++client}`;

beforeAll(async () => {
  // Uploads of at most 1 MB here, so that a file over the limit is small enough to send.
  t = await createTestApp({ TRUST_PROXY: 'loopback', UPLOAD_MAX_MB: '1' });
  token = await t.adminToken();
});
afterAll(() => t.close());

/** The browser's multipart body: every field, and the file input (empty when no file is chosen). */
function multipartForm(fields: Record<string, string>, file: { name: string; content: Buffer } | null) {
  const boundary = '----lssplainform';
  const chunks: Buffer[] = Object.entries(fields).map((entry) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file?.name ?? ''}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file?.content ?? Buffer.alloc(0),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), 'content-type': `multipart/form-data; boundary=${boundary}` };
}
const send = (
  fields: Record<string, string>,
  file: { name: string; content: Buffer } | null = null,
  from = nextIp(),
) => {
  const { payload, 'content-type': type } = multipartForm(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/submit',
    payload,
    headers: { 'content-type': type, 'x-forwarded-for': from },
  });
};
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/submissions', headers: bearer(token) })).json() as {
    title: string;
    imageUrl: string | null;
  }[];

const article = {
  name: 'Tolu Adeyemi',
  email: 'tolu@student.test',
  website: '',
  title: 'Rethinking Bail',
  article: 'A paragraph about bail.',
};

describe('the /submit page’s plain form', () => {
  it('stores the submission and its picture as the API does, and sends the browser back to /submit?sent=1', async () => {
    const sent = await send(article, { name: 'photo.png', content: await png() });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe('/submit?sent=1');
    expect(await list()).toEqual([
      expect.objectContaining({
        name: 'Tolu Adeyemi',
        email: 'tolu@student.test',
        title: 'Rethinking Bail',
        status: 'pending',
        imageUrl: expect.stringMatching(/^\/uploads\/.+\.png$/),
      }),
    ]);
    // Without a picture chosen, the browser still sends the empty file input.
    const plain = await send({ ...article, title: 'No picture' });
    expect(plain.headers.location).toBe('/submit?sent=1');
    expect((await list()).find((row) => row.title === 'No picture')?.imageUrl).toBeNull();
  });

  it('sends a refused submission back with the reason, never a 500, storing nothing', async () => {
    const before = (await list()).length;
    const cases = [
      [await send({ ...article, title: '   ' }), '/submit?failed=fields'],
      [await send({ ...article, email: 'tolu@' }), '/submit?failed=fields'],
      [await send({ ...article, title: 'A PDF' }, { name: 'x.pdf', content: pdf() }), '/submit?failed=image'],
      [
        await send({ ...article, title: 'Huge' }, { name: 'huge.jpg', content: await bigJpeg(6000, 6000) }),
        '/submit?failed=pixels',
      ],
      [
        await send(
          { ...article, title: 'Heavy' },
          { name: 'big.png', content: Buffer.alloc(1024 * 1024 + 10, 1) },
        ),
        '/submit?failed=too-large&max=1',
      ],
    ] as const;
    for (const [answer, location] of cases) {
      expect(answer.statusCode, answer.body).toBe(303);
      expect(answer.headers.location).toBe(location);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: '',
    });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/submit?failed=fields');
    expect(await list()).toHaveLength(before);
  });

  it('answers a filled honeypot as a person, storing neither the submission nor its picture', async () => {
    const before = (await list()).length;
    const bot = await send(
      { ...article, website: 'http://spam' },
      { name: 'photo.png', content: await png() },
    );
    expect(bot.headers.location).toBe('/submit?sent=1');
    expect(await list()).toHaveLength(before);
    const media = await t.app.inject({ method: 'GET', url: '/api/media', headers: bearer(token) });
    expect(media.json()).toHaveLength(1);
  });

  it('limits one author from one address as the API does: 5 an hour, then 429', async () => {
    const from = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (await send({ ...article, email: 'kemi@student.test', website: 'bot' }, null, from)).statusCode,
      );
    expect(statuses).toEqual([...Array(5).fill(303), 429]);
  });
});
