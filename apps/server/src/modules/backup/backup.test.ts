import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdf, png } from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let source: TestApp;
let token: string;

beforeAll(async () => {
  source = await createTestApp();
  token = await source.adminToken();
  const post = (url: string, payload: object) =>
    source.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const upload = async (name: string, content: Buffer) => {
    const form = multipart('image', name, content);
    const response = await source.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    return response.json().imageUrl as string;
  };
  const image = await upload('cover.png', await png());
  const document = await upload('notes.pdf', pdf());
  const dinner = await post('/api/events', {
    title: 'Dinner',
    description: 'D',
    eventDate: '2030-01-01T18:00:00Z',
    venue: 'Hall',
    imageUrl: image,
    isFeatured: true,
    rsvpEnabled: true,
  });
  await source.app.inject({
    method: 'POST',
    url: `/api/events/${dinner.json()._id}/rsvps`,
    payload: { name: 'Guest', email: 'guest@x.test' },
  });
  await source.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribers',
    payload: { email: 'reader@x.test' },
  });
  await post('/api/posts', {
    title: 'Published',
    slug: 'published',
    status: 'published',
    coverImageUrl: image,
    contentBody: '<p>Body</p>',
  });
  await post('/api/posts', { title: 'Draft', slug: 'draft' });
  await post('/api/executives', { name: 'Zainab', position: 'President', isFeatured: true, imageUrl: image });
  await post('/api/materials', { title: 'Notes', fileUrl: document, level: '300L' });
  await post('/api/podcast', {
    title: 'Ep',
    description: 'D',
    episodeDate: '2020-01-01T10:00:00Z',
    xSpaceUrl: 'https://x.com/i/spaces/1',
  });
  await source.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'A', email: 'a@x.test', message: 'Hello' },
  });
  await source.app.inject({
    method: 'POST',
    url: '/api/submissions',
    payload: { name: 'S', email: 's@x.test', title: 'Essay', article: 'Text' },
  });
});
afterAll(() => source.close());

const PUBLIC_LISTS = [
  '/api/events',
  '/api/events/featured',
  '/api/posts',
  '/api/posts/published',
  '/api/executives',
  '/api/executives/featured',
  '/api/materials',
  '/api/podcast/archived',
  '/api/podcast/upcoming',
  '/api/settings',
];
const ADMIN_LISTS = [
  '/api/posts/all',
  '/api/materials/all',
  '/api/podcast/all',
  '/api/contact',
  '/api/users',
  '/api/submissions',
  '/api/dashboard/stats',
  // A search reads a column the database writes (decision 039): a restored row is found alike.
  '/api/newsletter/subscribers?q=reader',
];

type Manifest = { tables: Record<string, unknown[]> };

/** The same archive with its backup.json changed: what an archive of an older version looks like. */
async function rewriteManifest(archive: Buffer, change: (manifest: Manifest) => void): Promise<Buffer> {
  const entries: { name: string; content: Buffer }[] = [];
  const extract = tar.extract();
  for await (const entry of Readable.from(gunzipSync(archive)).pipe(extract)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, content: Buffer.concat(chunks) });
  }
  const pack = tar.pack();
  for (const { name, content } of entries) {
    if (name !== 'backup.json') pack.entry({ name }, content);
    else {
      const manifest = JSON.parse(content.toString('utf8')) as Manifest;
      change(manifest);
      pack.entry({ name }, JSON.stringify(manifest));
    }
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

describe('backup and restore', () => {
  it('backs up everything, restores into a fresh site and every list is the same', async () => {
    const download = await source.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="lss-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );

    const target = await createTestApp();
    try {
      const result = await target.app.services.backup.restore(Readable.from(download.rawPayload));
      expect(result.files).toBe(2);
      expect(result.tables).toMatchObject({
        posts: 2,
        post_revisions: 2,
        events: 1,
        users: 1,
        // Registrations and the newsletter's readers are the society's community: kept too.
        event_rsvps: 1,
        newsletter_subscribers: 1,
      });

      for (const url of PUBLIC_LISTS) {
        const [before, after] = await Promise.all([source.app.inject({ url }), target.app.inject({ url })]);
        expect(after.json(), url).toEqual(before.json());
      }
      // The administrator's account and password come back too: the same login works.
      const login = await target.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'admin1@lss.test', password: 'correct horse battery staple' },
      });
      const restoredToken = login.json().token;
      for (const url of ADMIN_LISTS) {
        const [before, after] = await Promise.all([
          source.app.inject({ url, headers: bearer(token) }),
          target.app.inject({ url, headers: bearer(restoredToken) }),
        ]);
        expect(after.json(), url).toEqual(before.json());
      }
      const events = (await target.app.inject({ url: '/api/events' })).json();
      const file = await target.app.inject({ url: events[0].imageUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    } finally {
      await target.close();
    }
  });

  it('restores an archive from before councils by session into the current session', async () => {
    const download = await source.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(token) });
    const older = await rewriteManifest(download.rawPayload, (manifest) => {
      for (const row of manifest.tables.executives as Record<string, unknown>[]) delete row.session;
      for (const row of manifest.tables.site_settings as Record<string, unknown>[]) delete row.currentSession;
    });
    const target = await createTestApp();
    try {
      await target.app.services.backup.restore(Readable.from(older));
      const council = (await target.app.inject({ url: '/api/executives' })).json();
      expect(council.map((executive: { name: string }) => executive.name)).toEqual(['Zainab']);
    } finally {
      await target.close();
    }
  });

  it('refuses to restore over existing content, or a file that is not a backup', async () => {
    const archive = (await source.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(token) }))
      .rawPayload;
    await expect(source.app.services.backup.restore(Readable.from(archive))).rejects.toThrow(
      'Restore needs an empty site: this database already has content.',
    );
    const empty = await createTestApp();
    try {
      await expect(
        empty.app.services.backup.restore(Readable.from(Buffer.from('not an archive'))),
      ).rejects.toThrow('This file is not a backup archive of this site.');
    } finally {
      await empty.close();
    }
  });

  it('moves the uploaded files into an S3 bucket and back out, by backup and restore', async () => {
    const { startS3Server } = await import('../../testing/s3-server.ts');
    const server = await startS3Server();
    const files = (await source.app.services.storage.list()).sort();
    expect(files.length).toBeGreaterThan(1);
    const archive = (await source.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(token) }))
      .rawPayload;
    const env = await server.bucketEnv();
    const inBucket = await createTestApp(env);
    const back = await createTestApp();
    try {
      expect((await inBucket.app.services.backup.restore(Readable.from(archive))).files).toBe(files.length);
      expect((await server.keys(env.S3_BUCKET!)).sort()).toEqual(files.map((name) => `uploads/${name}`));
      const again = await inBucket.app.services.backup.archive();
      expect((await back.app.services.backup.restore(again)).files).toBe(files.length);
      expect((await back.app.services.storage.list()).sort()).toEqual(files);
      const [material] = (await back.app.inject({ url: '/api/materials' })).json();
      const document = await back.app.inject({ url: material.fileUrl });
      expect(document.statusCode).toBe(200);
      expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await inBucket.close();
      await back.close();
      await server.stop();
    }
  });

  it('the download needs a token', async () => {
    expect((await source.app.inject({ method: 'GET', url: '/api/backup' })).statusCode).toBe(401);
  });
});
