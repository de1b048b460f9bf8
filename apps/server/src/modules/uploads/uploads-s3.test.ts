import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { createDiskStorage } from '../../lib/storage/disk-storage.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.ts';
import * as files from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUploadsService } from './uploads.service.ts';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.stop());

async function upload(t: TestApp, token: string, name: string, content: Buffer) {
  const { payload, headers } = files.multipart('image', name, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** Files the app left in its own data directory (none when uploads live in a bucket). */
const filesOnDisk = (t: TestApp) => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('uploads in an S3 bucket shared by two instances', () => {
  let bucket: string;
  let first: TestApp;
  let second: TestApp;
  let token: string;

  beforeAll(async () => {
    const env = await server.bucketEnv();
    bucket = env.S3_BUCKET!;
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
    token = await first.adminToken();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('serves an image uploaded through one instance from the other, out of the bucket, never the disk', async () => {
    const response = await upload(first, token, 'wide.png', await files.png(1200, 600));
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_1200x600\.png$/);
    const name = imageUrl.slice('/uploads/'.length);
    const stem = name.replace(/\.png$/, '');

    expect((await server.keys(bucket)).sort()).toEqual(
      [`uploads/${name}`, `uploads/${stem}_480w.webp`, `uploads/${stem}_960w.webp`].sort(),
    );
    expect(filesOnDisk(first)).toEqual([]);
    expect(filesOnDisk(second)).toEqual([]);

    const served = await second.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await server.object(bucket, `uploads/${name}`)).body)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(served.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(Date.parse(String(served.headers['last-modified']))).toBeGreaterThan(Date.now() - 60_000);

    const copy = await second.app.inject({ method: 'GET', url: `/uploads/${stem}_480w.webp` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
  });

  it('serves documents as downloads and stores them with their type', async () => {
    const { imageUrl } = (await upload(first, token, 'notes.pdf', files.pdf())).json();
    const served = await second.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]{32}\.pdf"$/);
    expect((await server.object(bucket, `uploads${imageUrl.slice('/uploads'.length)}`)).contentType).toBe(
      'application/pdf',
    );
  });

  it('answers 404 for names it never stored, and for objects it would not serve', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2Fsecret.png',
      '/uploads/x.exe',
    ]) {
      const response = await second.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'File not found.' });
    }
  });

  it('backs up the bucket and restores it into another: the files come back, in the new bucket', async () => {
    await first.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(token),
      payload: {
        title: 'Dinner',
        description: 'D',
        eventDate: '2030-01-01T18:00:00Z',
        venue: 'Hall',
        imageUrl: (await upload(first, token, 'cover.png', await files.png())).json().imageUrl,
      },
    });
    const archive = await first.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(token) });
    expect(archive.statusCode).toBe(200);

    const targetEnv = await server.bucketEnv();
    const target = await createTestApp(targetEnv);
    try {
      const { Readable } = await import('node:stream');
      const result = await target.app.services.backup.restore(Readable.from(archive.rawPayload));
      const stored = await server.keys(bucket);
      expect(result.files).toBe(stored.length);
      expect((await server.keys(targetEnv.S3_BUCKET!)).sort()).toEqual(stored.sort());
      expect(filesOnDisk(target)).toEqual([]);
      const [event] = (await target.app.inject({ url: '/api/events' })).json();
      const cover = await target.app.inject({ url: event.imageUrl });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/png');
    } finally {
      await target.close();
    }
  });
});

describe('uploads behind a public bucket URL (S3_PUBLIC_URL)', () => {
  let t: TestApp;
  let token: string;
  let publicUrl: string;

  beforeAll(async () => {
    const env = await server.bucketEnv();
    // s3rver serves a bucket's objects to anyone at endpoint/bucket/key, as a public bucket or CDN would.
    publicUrl = `${server.endpoint}/${env.S3_BUCKET}`;
    t = await createTestApp({ ...env, S3_PUBLIC_URL: `${publicUrl}/` });
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('hands out URLs in the bucket, which serve the file with its type', async () => {
    const image = await files.png();
    const response = await upload(t, token, 'cover.png', image);
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(new RegExp(`^${publicUrl}/uploads/[a-f0-9]{32}_64x48\\.png$`));
    const fetched = await fetch(imageUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    const path = new URL(imageUrl).pathname.replace(/^.*\/uploads\//, '/uploads/');
    // The app still serves the same file at its own path (content saved with relative paths).
    const own = await t.app.inject({ method: 'GET', url: path });
    expect(own.statusCode).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(own.rawPayload)).toBe(true);
  });

  it('lets pages show images from that origin (CSP img-src), and no other new origin', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/events' })).headers['content-security-policy'],
    );
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual(['img-src', "'self'", 'data:', 'https:', server.endpoint]);
    expect(csp).not.toMatch(new RegExp(`(script|connect|default)-src[^;]*${server.endpoint}`));
  });
});

describe('a front end on another origin, with uploads behind a public bucket URL (issue 23)', () => {
  it('reads every upload URL back under S3_PUBLIC_URL, takes it back in a write, and stores it relative', async () => {
    const env = await server.bucketEnv();
    const publicUrl = `${server.endpoint}/${env.S3_BUCKET}`;
    const front = 'https://front.example';
    const t = await createTestApp({ ...env, S3_PUBLIC_URL: `${publicUrl}/`, CORS_ORIGINS: front });
    try {
      const token = await t.adminToken();
      const imageUrl = (await upload(t, token, 'event.png', await files.png())).json().imageUrl as string;
      expect(imageUrl).toMatch(new RegExp(`^${publicUrl}/uploads/[a-f0-9]{32}_64x48\\.png$`));
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...bearer(token), origin: front },
        payload: {
          title: 'Annual Moot Court',
          description: 'Finals of the moot court competition.',
          eventDate: '2026-12-03T20:32',
          venue: 'Faculty Auditorium',
          imageUrl,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json()._id as string;
      for (const url of [`/api/events/${id}`, `/api/events/${id}`, '/api/events']) {
        const read = await t.app.inject({ method: 'GET', url, headers: { origin: front } });
        expect(read.body, url).toContain(`"imageUrl":"${imageUrl}"`);
      }
      const [row] = await t.app.services.database.db
        .select()
        .from(schema.events)
        .where(eq(schema.events.id, id));
      expect(row?.imageUrl).toBe(`/uploads/${imageUrl.slice(`${publicUrl}/uploads/`.length)}`);
    } finally {
      await t.close();
    }
  });
});

describe('uploads while the bucket is unreachable', () => {
  it('answers 503 with a clear message to an upload and a download, and stores nothing on disk', async () => {
    const down = await startS3Server();
    const t = await createTestApp(await down.bucketEnv());
    try {
      const token = await t.adminToken();
      const stored = (await upload(t, token, 'notes.pdf', files.pdf())).json().imageUrl;
      await down.stop();
      const message = 'The file storage is not answering. Please try again in a moment.';
      const refused = await upload(t, token, 'again.pdf', files.pdf());
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message });
      const unavailable = await t.app.inject({ method: 'GET', url: stored });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json()).toEqual({ message });
      expect(filesOnDisk(t)).toEqual([]);
    } finally {
      await t.close();
      await down.stop();
    }
  });
});

describe('an image whose copies cannot all be stored', () => {
  it('leaves none of its files behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lss-uploads-'));
    try {
      const disk = createDiskStorage(dir);
      let puts = 0;
      // The third write (the second resized copy) fails, as a bucket that stops answering would.
      const failing: Storage = {
        ...disk,
        async put(key, body, headers) {
          puts += 1;
          if (puts === 3) throw new Error('bucket went away');
          await disk.put(key, body, headers);
        },
      };
      const uploads = createUploadsService({
        storage: failing,
        library: { record: async (file) => ({ id: file.key, originalName: file.key }) },
        activity: { record: async () => {} },
      });
      await expect(uploads.store(await files.png(1200, 600))).rejects.toThrow('bucket went away');
      expect(puts).toBe(3);
      expect(await disk.list()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
