import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ImportJobReport } from '@lss/shared/import';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../db/schema/index.ts';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { serveWordPressUploads, uploadWordPressExport } from './testing/wordpress-site.ts';

/**
 * Two instances on one PostgreSQL database and one bucket, each with a data directory of its own, as
 * on two machines (decision 037): a WordPress import the first began goes on on the second once the
 * first has stopped, with the export the first kept in the bucket's private folder.
 */
let s3: S3TestServer;
let bucket: string;
let a: TestApp;
let b: TestApp;
let media: Awaited<ReturnType<typeof serveWordPressUploads>>;
const zero = { created: 0, updated: 0, skipped: 0, failed: 0 };

beforeAll(async () => {
  s3 = await startS3Server();
  const env = await s3.bucketEnv();
  bucket = env.S3_BUCKET!;
  a = await createTestApp(env);
  b = await createTestApp(env, { databaseUrl: a.databaseUrl! });
  media = await serveWordPressUploads();
});
afterAll(async () => {
  await media?.close();
  await b?.close();
  await a?.close();
  await s3?.stop();
});

const keptExports = (app: TestApp) => {
  const folder = path.join(app.config.dataDir, 'imports');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const bucketExports = async () =>
  (await s3.keys(bucket)).filter((key) => key.startsWith('private/private-import-'));

describe('an import taken up by another instance', () => {
  it('goes on from the export kept in the bucket, and leaves no copy of it anywhere at its end', async () => {
    const headers = bearer(await a.adminToken());
    // Stopped while the export's last file is on its way: all 12 media in, no record yet.
    const lastFile = media.hold(12);
    try {
      const started = await uploadWordPressExport(a.app, headers, media.url);
      expect(started.statusCode).toBe(202);
      const { id } = started.json();
      await lastFile.held;
      // Kept twice: on the first instance's disk, and privately in the bucket the instances share.
      expect(keptExports(a)).toHaveLength(1);
      expect(await bucketExports()).toEqual([`private/private-import-${keptExports(a)[0]}`]);

      const stopping = a.app.services.importJobs.stop();
      lastFile.release();
      await stopping;
      const [left] = await b.database.db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(left).toMatchObject({ status: 'running', cursor: { phase: 'records', done: 0 } });

      // The second instance, whose disk never had the export, takes the job up.
      expect(keptExports(b)).toEqual([]);
      const fetchedBefore = media.requests.length;
      const jobs = b.app.services.importJobs;
      await jobs.startSweeping();
      await jobs.settled();
      const report = (
        await b.app.inject({ method: 'GET', url: `/api/import/${id}`, headers })
      ).json() as ImportJobReport;
      expect(report).toMatchObject({ id, status: 'done', error: null });
      expect(report.counts).toEqual({
        media: { ...zero, created: 12 },
        posts: { ...zero, created: 33 },
        pages: { ...zero, skipped: 2 },
        events: { ...zero, created: 8 },
      });
      expect(media.requests.length).toBe(fetchedBefore);
      // On either instance, the site shows the export's 30 published posts (the other 3 are drafts).
      for (const instance of [a, b]) {
        const posts = await instance.app.inject({ method: 'GET', url: '/api/posts?limit=100' });
        expect(posts.json()).toHaveLength(30);
      }

      // Its end removed the bucket's copy and the second instance's; the first removes its own once
      // it looks again and the file is as old as a stale job.
      expect(await bucketExports()).toEqual([]);
      expect(keptExports(b)).toEqual([]);
      expect(keptExports(a)).toHaveLength(1);
      a.clock.advance(61_000);
      await a.app.services.importJobs.startSweeping();
      expect(keptExports(a)).toEqual([]);
    } finally {
      lastFile.release();
    }
  });
});
