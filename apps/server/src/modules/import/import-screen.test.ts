import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ImportJobReport } from '@lss/shared/import';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, importJobs } from '../../db/schema/index.ts';
import { multipart } from '../../testing/sample-files.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ORIGINAL_TOKEN, serveOriginalSite } from './testing/original-site.ts';
import { serveWordPressUploads, uploadWordPressExport, WORDPRESS_EXPORT } from './testing/wordpress-site.ts';
import { testWxr } from './testing/wxr.ts';

// Decision 037: the admin screen's imports through the API: POST /api/import starts a job in the
// background, GET /api/import/{id} reports it while it runs and at its end; one at a time;
// administrators only; a job a stopped server left running goes on when the next one starts.

let t: TestApp;
let admin: Record<string, string>;
let uploads: Awaited<ReturnType<typeof serveWordPressUploads>>;
let original: Awaited<ReturnType<typeof serveOriginalSite>>;

const PASSWORD = 'correct horse battery staple';
const zero = { created: 0, updated: 0, skipped: 0, failed: 0 };

/**
 * The original site behind a gate: its API waits until the test opens it (a job that is sure to be
 * running), then answers as the original does.
 */
function gatedOriginal() {
  let open: () => void = () => {};
  let opened = new Promise<void>((resolve) => (open = resolve));
  const waiting: string[] = [];
  const server = createServer(async (request, response) => {
    waiting.push(request.url ?? '/');
    await opened;
    const answer = await fetch(`${original.url}${request.url}`, {
      headers: request.headers.authorization ? { authorization: request.headers.authorization } : {},
    }).catch(() => null);
    if (!answer) return response.writeHead(502).end();
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return {
    waiting,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    open: () => open(),
    close() {
      open();
      opened = Promise.resolve();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken());
  uploads = await serveWordPressUploads();
  original = await serveOriginalSite();
});
afterAll(async () => {
  await uploads?.close();
  await original?.close();
  await t?.close();
});

const uploadExport = (
  content: Buffer,
  fields: Record<string, string> = {},
  headers: Record<string, string> = admin,
  filename = 'export.xml',
) => {
  const body = multipart('file', filename, content, 'text/xml', { kind: 'wordpress', ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const reportOf = async (id: string): Promise<ImportJobReport> => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/import/${id}`, headers: admin });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

/** The job's report once it has ended: the jobs service says when (no polling, no sleeping). */
async function finishedReport(id: string) {
  await t.app.services.importJobs.settled();
  const report = await reportOf(id);
  expect(report.status).not.toBe('running');
  return report;
}

const auditOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'import'), eq(activityLog.entityId, id)))
  )
    .map((row) => `${row.action}: ${row.summary}`)
    .sort();

async function editor() {
  const email = 'editor@lss.test';
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: admin,
    payload: { fullName: 'The Editor', email, password: PASSWORD, role: 'editor' },
  });
  expect(register.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: PASSWORD },
  });
  return bearer(login.json().token);
}

describe('who may import', () => {
  it('refuses an editor (403) and an anonymous caller (401)', async () => {
    const editorHeaders = await editor();
    const upload = await uploadExport(readFileSync(WORDPRESS_EXPORT), {}, editorHeaders);
    expect(upload.statusCode).toBe(403);
    for (const url of ['/api/import', '/api/import/00000000-0000-4000-8000-000000000000'])
      expect((await t.app.inject({ method: 'GET', url, headers: editorHeaders })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { kind: 'original', url: original.url },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing was kept of the refused upload.
    const kept = path.join(t.config.dataDir, 'imports');
    expect(existsSync(kept) ? readdirSync(kept) : []).toEqual([]);
  });
});

describe('bad requests', () => {
  it('say what is wrong, with the right status', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/import', headers: admin, payload });
    const badUrl = await post({ kind: 'original', url: 'ftp://old.test' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors).toEqual({
      url: "The original site's address must be an http:// or https:// address.",
    });
    const asJson = await post({ kind: 'wordpress' });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().message).toBe(
      'Send a WordPress export as multipart/form-data, with the file in the field "file".',
    );

    const noFile = multipart('other', 'x.txt', Buffer.from('x'), 'text/plain', { kind: 'wordpress' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { ...admin, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose the WordPress export (.xml) to import.');

    const badMedia = await uploadExport(Buffer.from(testWxr([])), { mediaFrom: 'javascript:alert(1)' });
    expect(badMedia.statusCode).toBe(400);
    expect(badMedia.json().errors).toEqual({
      mediaFrom: 'Media from must be an http:// or https:// address.',
    });

    for (const id of ['no-such-job', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await t.app.inject({ method: 'GET', url: `/api/import/${id}`, headers: admin });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No such import.');
    }
  });

  it('refuses an export over the size limit with 413 and keeps nothing of it', async () => {
    const jobs = t.app.services.importJobs;
    const limit = jobs.maxFileBytes;
    jobs.maxFileBytes = 1024;
    try {
      const large = await uploadExport(Buffer.alloc(4096, 'a'));
      expect(large.statusCode).toBe(413);
      expect(large.json().message).toMatch(
        /^The export is larger than \d+ MB: export it from WordPress in parts \(Tools → Export, by date\) and import each\.$/,
      );
    } finally {
      jobs.maxFileBytes = limit;
    }
    expect(readdirSync(path.join(t.config.dataDir, 'imports'))).toEqual([]);
  });
});

describe('a WordPress export uploaded from the screen', () => {
  it('runs in the background: progress, then the report; the imported posts are public at once', async () => {
    // The public list, read (and kept by the response cache) before the import.
    const before = await t.app.inject({ method: 'GET', url: '/api/posts' });
    expect(before.json()).toEqual([]);

    const started = await uploadExport(readFileSync(WORDPRESS_EXPORT), {
      mediaFrom: uploads.url,
      pages: 'on',
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json();
    // Read as the screen reads it, at once: the job is running.
    const seen: ImportJobReport[] = [await reportOf(id)];
    const report = await finishedReport(id);
    // Seen while it ran: a report that was running, with the bars' ends known.
    expect(seen.some((each) => each.status === 'running')).toBe(true);
    expect(report).toMatchObject({
      id,
      kind: 'wordpress',
      source: 'export.xml',
      status: 'done',
      dryRun: false,
      error: null,
      finishedAt: expect.any(String),
    });
    expect(report.counts).toEqual({
      media: { ...zero, created: 12 },
      posts: { ...zero, created: 33 },
      pages: { ...zero, created: 2 },
      events: { ...zero, created: 8 },
    });
    expect(report.totals).toMatchObject({ posts: 33, events: 8 });

    // The screen finds it after a reload.
    const current = await t.app.inject({ method: 'GET', url: '/api/import', headers: admin });
    expect(current.json().job).toMatchObject({ id, status: 'done' });

    // The public caches were dropped at the job's end.
    const after = await t.app.inject({ method: 'GET', url: '/api/posts?limit=50' });
    expect(after.json().length).toBeGreaterThan(20);
    // The kept upload is gone; the audit log has its start and end.
    expect(readdirSync(path.join(t.config.dataDir, 'imports'))).toEqual([]);
    expect(await auditOf(id)).toEqual([
      'created: Import of export.xml started',
      expect.stringMatching(
        /^updated: Import of export\.xml: done \(created 55, updated 0, skipped 0, failed 0; 0 problem lines\)$/,
      ),
    ]);
  });

  it('a dry run reports what would happen and writes nothing', async () => {
    const started = await uploadExport(
      Buffer.from(testWxr([{ id: 901, title: 'Would be new', slug: 'would-be-new' }])),
      { dryRun: 'true' },
    );
    expect(started.statusCode).toBe(202);
    const report = await finishedReport(started.json().id);
    expect(report).toMatchObject({ status: 'done', dryRun: true });
    expect(report.counts.posts).toEqual({ ...zero, created: 1 });
    const page = await t.app.inject({ method: 'GET', url: '/api/posts/would-be-new' });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a hostile export with a line saying why, and cleans what it can', async () => {
    const entities = await uploadExport(
      Buffer.from(
        testWxr([{ id: 902, title: 'Bomb' }], {
          prologue: '<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>\n',
        }),
      ),
      {},
      admin,
      'bomb.xml',
    );
    expect(entities.statusCode).toBe(202);
    const refused = await finishedReport(entities.json().id);
    expect(refused).toMatchObject({
      status: 'failed',
      error:
        'The file declares a DOCTYPE (entities), which a WordPress export never does: refused, nothing imported.',
    });

    const cleaned = await uploadExport(
      Buffer.from(
        testWxr([
          {
            id: 903,
            title: 'Sneaky',
            slug: 'sneaky',
            content: '<p><a href="javascript:alert(1)">Click</a></p><script>alert(2)</script>',
          },
        ]),
      ),
    );
    const report = await finishedReport(cleaned.json().id);
    expect(report.status).toBe('done');
    expect(report.problems.map((line) => `${line.record}: ${line.message}`)).toEqual(
      expect.arrayContaining([
        'post "Sneaky" (wordpress:903): A script was removed from its content.',
        'post "Sneaky" (wordpress:903): A javascript: link was removed from its content.',
      ]),
    );
  });
});

describe('one at a time, and a restart in the middle', () => {
  it('refuses a second import while one runs (409); the server stopping and starting again goes on with it', async () => {
    const gate = gatedOriginal();
    const url = await gate.listen();
    try {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: admin,
        payload: { kind: 'original', url },
      });
      expect(started.statusCode).toBe(202);
      const { id } = started.json();
      expect((await reportOf(id)).status).toBe('running');

      const second = await uploadExport(Buffer.from(testWxr([])));
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Another import is running: one at a time.');
      const third = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: admin,
        payload: { kind: 'original', url: original.url },
      });
      expect(third.statusCode).toBe(409);

      // The server stops (its job interrupted, still running, released), then starts again.
      const jobs = t.app.services.importJobs;
      await jobs.stop();
      const [left] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(left).toMatchObject({ status: 'running' });
      gate.open();
      await jobs.startSweeping();
      await jobs.settled();
      const report = await finishedReport(id);
      expect(report).toMatchObject({ id, status: 'done', error: null, source: `${url}/` });
      expect(report.counts.posts).toEqual({ ...zero, created: 2 });
      expect(report.counts.events).toEqual({ ...zero, created: 3 });
    } finally {
      await gate.close();
    }
  });

  it('fails, with its reason, a job that needed the original site token the restart lost', async () => {
    const gate = gatedOriginal();
    const url = await gate.listen();
    try {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: admin,
        payload: { kind: 'original', url, token: ORIGINAL_TOKEN },
      });
      expect(started.statusCode).toBe(202);
      const { id } = started.json();
      const jobs = t.app.services.importJobs;
      await jobs.stop();
      // The token is nowhere in the job.
      const [left] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(JSON.stringify(left)).not.toContain(ORIGINAL_TOKEN);
      await jobs.startSweeping();
      const report = await reportOf(id);
      expect(report).toMatchObject({
        status: 'failed',
        error:
          "The server restarted during the import, and the original site's token is never kept: start it again with the token to go on (what was imported stays).",
      });
      // Another import may start now.
      const next = await uploadExport(Buffer.from(testWxr([])), { dryRun: 'true' });
      expect(next.statusCode).toBe(202);
      await finishedReport(next.json().id);
    } finally {
      await gate.close();
    }
  });

  it("takes up a job whose server died once its row has not moved for a minute, on one server only; leaves the command line's own", async () => {
    const jobs = t.app.services.importJobs;
    const source = `${original.url}/`;
    // The command line's, interrupted by Ctrl+C: left for the same command to go on with.
    const [commandLine] = await t.database.db
      .insert(importJobs)
      .values({ kind: 'original', source, options: { url: source }, startedByName: 'Import (command line)' })
      .returning();
    // Even long untouched.
    await t.database.db
      .update(importJobs)
      .set({ updatedAt: new Date(0) })
      .where(eq(importJobs.id, commandLine!.id));
    expect(await jobs.resumeLeftOver()).toBeNull();
    await t.database.db
      .update(importJobs)
      .set({ status: 'failed' })
      .where(eq(importJobs.id, commandLine!.id));

    // The screen's, its server gone without a word: its row was touched a moment ago.
    const [left] = await t.database.db
      .insert(importJobs)
      .values({
        kind: 'original',
        source,
        options: { url: source, screen: true, withToken: false },
        startedByName: 'Admin Number 1',
      })
      .returning();
    expect(await jobs.resumeLeftOver()).toBeNull();
    expect((await reportOf(left!.id)).status).toBe('running');
    t.clock.advance(61_000);
    const taken = await Promise.all([jobs.resumeLeftOver(), jobs.resumeLeftOver()]);
    expect(taken.filter((id) => id !== null)).toEqual([left!.id]);
    await jobs.settled();
    const report = await finishedReport(left!.id);
    expect(report).toMatchObject({ status: 'done', error: null, source });
    expect(report.counts.events).toMatchObject({ created: expect.any(Number) });
    expect(await auditOf(left!.id)).toEqual([
      expect.stringMatching(/^updated: Import of http:\/\/127\.0\.0\.1:\d+\/: done \(/),
    ]);
  });

  it('removes an export a job that ended elsewhere left on its disk once it is a minute old, never one it is receiving', async () => {
    const jobs = t.app.services.importJobs;
    const folder = path.join(t.config.dataDir, 'imports');
    // Being received (an upload to a bucket can take minutes), and left by another instance's job.
    const receiving = await jobs.keepUpload(Readable.from([Buffer.from(testWxr([]))]));
    const left = path.join(folder, '0f8e1c2a-5b7d-4e3f-9a1b-2c3d4e5f6a7b.xml');
    writeFileSync(left, testWxr([]));
    const now = t.clock.now();
    for (const file of [left, path.join(folder, receiving)]) utimesSync(file, now, now);

    await jobs.startSweeping();
    expect(readdirSync(folder).sort()).toEqual([path.basename(left), receiving].sort());
    t.clock.advance(61_000);
    await jobs.startSweeping();
    expect(readdirSync(folder)).toEqual([receiving]);
    await jobs.discardUpload(receiving);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('goes on with an uploaded export from where it stopped, its kept file read again', async () => {
    const fresh = await createTestApp();
    const headers = bearer(await fresh.adminToken());
    // The export's 12 attachments are fetched first, in order, its records after (their images are
    // those attachments, not fetched again): the server stops while the last file is on its way.
    const lastFile = uploads.hold(12);
    try {
      const started = await uploadWordPressExport(fresh.app, headers, uploads.url);
      expect(started.statusCode).toBe(202);
      const { id } = started.json();
      const read = async () =>
        (
          await fresh.app.inject({ method: 'GET', url: `/api/import/${id}`, headers })
        ).json() as ImportJobReport;
      await lastFile.held;
      const during = await read();
      expect(during.status).toBe('running');
      expect(during.counts).toEqual({ media: { ...zero, created: 11 } });

      // Stopping waits for the file on its way; let go once the stop has begun, the job back from it
      // finds itself stopped before its first record.
      const jobs = fresh.app.services.importJobs;
      const stopping = jobs.stop();
      lastFile.release();
      await stopping;
      const [left] = await fresh.database.db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(left).toMatchObject({
        status: 'running',
        cursor: { phase: 'records', done: 0 },
        counts: { media: { ...zero, created: 12 } },
      });
      expect(readdirSync(path.join(fresh.config.dataDir, 'imports'))).toHaveLength(1);

      const fetchedBefore = uploads.requests.length;
      await jobs.startSweeping();
      await jobs.settled();
      const report = await read();
      // The files came once: the second part found them imported.
      expect(uploads.requests.length).toBe(fetchedBefore);
      // The two parts add up to one whole import: nothing counted or written twice.
      expect(report).toMatchObject({ id, status: 'done', error: null });
      expect(report.counts).toEqual({
        media: { ...zero, created: 12 },
        posts: { ...zero, created: 33 },
        pages: { ...zero, skipped: 2 },
        events: { ...zero, created: 8 },
      });
      expect(readdirSync(path.join(fresh.config.dataDir, 'imports'))).toEqual([]);
    } finally {
      lastFile.release();
      await fresh.close();
    }
  });
});
