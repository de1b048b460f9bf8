import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.ts';
import { createStorage } from './create-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { ObjectHeaders, Storage } from './storage.ts';

const quiet = { warn: () => {} };
const PNG: ObjectHeaders = { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' };
const PDF: ObjectHeaders = {
  contentType: 'application/pdf',
  cacheControl: 'public, max-age=31536000, immutable',
  contentDisposition: 'attachment; filename="notes.pdf"',
};

const XML: ObjectHeaders = { contentType: 'application/xml', cacheControl: 'private, no-store' };

let server: S3TestServer;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lss-storage-'));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A storage as the app configures it from the environment. */
async function s3Storage(extra: Record<string, string> = {}) {
  const env = await server.bucketEnv();
  const config = loadConfig({ DATA_DIR: folder(), ...env, ...extra });
  return { storage: createStorage(config.storage, quiet), bucket: env.S3_BUCKET! };
}

const kinds: Array<[string, () => Promise<Storage>]> = [
  [
    'a folder (DATA_DIR/uploads)',
    async () => createStorage(loadConfig({ DATA_DIR: folder() }).storage, quiet),
  ],
  ['an S3 bucket', async () => (await s3Storage()).storage],
];

describe.each(kinds)('storage in %s', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  afterAll(() => storage.close());

  it('gives back what was put, streamed, with its size and time', async () => {
    const before = Date.now();
    await storage.put('a1_2x2.png', Buffer.from('first picture'), PNG);
    const file = await storage.get('a1_2x2.png');
    expect(file).not.toBeNull();
    expect(await text(file!.body)).toBe('first picture');
    expect(file!.size).toBe(13);
    // S3 keeps whole seconds.
    expect(file!.lastModified.getTime()).toBeGreaterThan(before - 2000);
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('a2.pdf', Buffer.from('old'), PDF);
    await storage.put('a2.pdf', Buffer.from('new one'), PDF);
    const file = await storage.get('a2.pdf');
    expect(await text(file!.body)).toBe('new one');
    expect(file!.size).toBe(7);
  });

  it("stores a file's stream given with its size, never needing it whole", async () => {
    const source = path.join(folder(), 'export.xml');
    const content = '<rss>'.padEnd(256 * 1024, 'x');
    writeFileSync(source, content);
    await storage.put(
      'private-import-e1.xml',
      { stream: createReadStream(source, { highWaterMark: 16 * 1024 }), size: content.length },
      XML,
    );
    const file = await storage.get('private-import-e1.xml');
    expect(file!.size).toBe(content.length);
    expect(await text(file!.body)).toBe(content);
  });

  it('answers null for a missing key and for anything that is not a plain name', async () => {
    for (const key of ['missing.png', '../etc/passwd', 'a/b.png', '.hidden', '', '..']) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  it('refuses to write or delete outside its plain names', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), PNG)).rejects.toThrow(/Not a storage key/);
    await expect(storage.delete('a/b.png')).rejects.toThrow(/Not a storage key/);
  });

  it('lists what it holds and forgets what is deleted', async () => {
    await storage.put('a3.pdf', Buffer.from('x'), PDF);
    expect(await storage.list()).toEqual(expect.arrayContaining(['a1_2x2.png', 'a2.pdf', 'a3.pdf']));
    await storage.delete('a3.pdf');
    expect(await storage.get('a3.pdf')).toBeNull();
    expect(await storage.list()).not.toContain('a3.pdf');
    // Deleting what is not there is not an error.
    await storage.delete('a3.pdf');
  });

  it('answers a ping', async () => {
    expect(await storage.ping()).toBe(true);
  });
});

describe('storage in a folder', () => {
  it('keeps the layout DATA_DIR/uploads has always had: files put there before are served', async () => {
    const dataDir = folder();
    await mkdir(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'old.pdf'), 'from last year');
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }).storage, quiet);
    expect(storage.kind).toBe('disk');
    expect(await text((await storage.get('old.pdf'))!.body)).toBe('from last year');
    await storage.put('new.pdf', Buffer.from('x'), PDF);
    expect(await storage.list()).toEqual(expect.arrayContaining(['old.pdf', 'new.pdf']));
    expect(storage.publicUrl('new.pdf')).toBeNull();
  });

  it('is not ready when the folder cannot be written', async () => {
    const dir = path.join(folder(), 'uploads');
    const storage = createDiskStorage(dir);
    rmSync(dir, { recursive: true });
    expect(await storage.ping()).toBe(false);
  });
});

describe('storage in an S3 bucket', () => {
  it('keeps objects under uploads/ with the headers a CDN serves them with', async () => {
    const { storage, bucket } = await s3Storage();
    await storage.put('b1.pdf', Buffer.from('%PDF'), PDF);
    expect(await server.keys(bucket)).toEqual(['uploads/b1.pdf']);
    const object = await server.object(bucket, 'uploads/b1.pdf');
    expect(object.contentType).toBe('application/pdf');
    expect(object.body.toString()).toBe('%PDF');
    expect(await storage.list()).toEqual(['b1.pdf']);
    await storage.close();
  });

  it('names public URLs under S3_PUBLIC_URL only when it is set', async () => {
    const plain = await s3Storage();
    expect(plain.storage.publicUrl('b2.png')).toBeNull();
    const cdn = await s3Storage({ S3_PUBLIC_URL: 'https://cdn.lss.test/' });
    expect(cdn.storage.publicUrl('b2.png')).toBe('https://cdn.lss.test/uploads/b2.png');
  });

  it('is not ready when the bucket does not exist', async () => {
    const { storage } = await s3Storage({ S3_BUCKET: 'no-such-bucket' });
    expect(await storage.ping()).toBe(false);
  });

  it('answers 503 with a clear message, and is not ready, while the server is down', async () => {
    const down = await startS3Server();
    const env = await down.bucketEnv();
    const storage = createStorage(loadConfig({ DATA_DIR: folder(), ...env }).storage, quiet);
    expect(await storage.ping()).toBe(true);
    await down.stop();
    expect(await storage.ping()).toBe(false);
    const failure = {
      statusCode: 503,
      message: 'The file storage is not answering. Please try again in a moment.',
    };
    await expect(storage.put('c1.png', Buffer.from('x'), PNG)).rejects.toMatchObject(failure);
    await expect(storage.get('c1.png')).rejects.toMatchObject(failure);
    await expect(storage.list()).rejects.toMatchObject(failure);
  });
});
