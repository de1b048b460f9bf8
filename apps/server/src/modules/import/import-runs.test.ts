import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ImportReport } from '@lss/shared/import';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, media, posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runImportCommand } from './import-cli.ts';
import { createProgressPrinter, reportLines } from './import-progress.ts';
import { CLI_TIMEOUT_MS, COMMAND_LINE_ACTOR, commandLineSite } from './testing/command-line.ts';
import { serveWordPressUploads, WORDPRESS_EXPORT } from './testing/wordpress-site.ts';
import { streamOf, type TestItem, testWxr } from './testing/wxr.ts';

// Issue 29: a second run updates what changed at the source; an interrupted import goes on where it
// stopped; one import at a time; the command line's progress and report.

let t: TestApp;
let site: Awaited<ReturnType<typeof serveWordPressUploads>>;
const actor = COMMAND_LINE_ACTOR;

beforeAll(async () => {
  t = await createTestApp();
  site = await serveWordPressUploads();
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const postCount = async () => (await t.database.db.select({ value: count() }).from(posts))[0]!.value;

describe('a run after the source changed', () => {
  const items = (title: string, image: string): TestItem[] => [
    {
      id: 1,
      title,
      slug: 'first',
      content: `<p>${title}</p><p><img src="/wp-content/uploads/${image}"></p>`,
    },
    { id: 2, title: 'Second', slug: 'second', content: '<p>Second.</p>' },
  ];
  const importItems = (list: TestItem[], fileName = 'changing.xml') =>
    t.app.services.imports.wordpress({
      open: streamOf(testWxr(list, { siteUrl: 'http://changing-site.test' })),
      fileName,
      mediaFrom: site.url,
      actor,
    });

  it('updates what changed, fetches a new image, leaves the rest, and never duplicates', async () => {
    const first = await importItems(items('First', '2025/01/gavel.png'));
    expect(first.counts.posts).toEqual({ created: 2, updated: 0, skipped: 0, failed: 0 });
    expect(first.counts.media).toEqual({ created: 1, updated: 0, skipped: 0, failed: 0 });

    const second = await importItems(items('First, revised', '2025/01/law-library.jpg'));
    expect(second.counts.posts).toEqual({ created: 0, updated: 1, skipped: 1, failed: 0 });
    expect(second.counts.media).toEqual({ created: 1, updated: 0, skipped: 0, failed: 0 });
    expect(second.problems).toEqual([]);
    const [post] = await t.database.db.select().from(posts).where(eq(posts.slug, 'first'));
    expect(post!.title).toBe('First, revised');
    expect(post!.contentBody).toMatch(/<img src="\/uploads\/[a-f0-9]{32}_1600x900\.jpg" \/>/);
    expect(await postCount()).toBe(2);
  });

  it('refuses a post whose slug another post here holds, with a line, and goes on', async () => {
    const report = await importItems(
      [
        { id: 7, title: 'Taken', slug: 'second' },
        { id: 8, title: 'Free', slug: 'free' },
      ],
      'other.xml',
    );
    expect(report.counts.posts).toEqual({ created: 1, updated: 0, skipped: 0, failed: 1 });
    expect(report.problems).toEqual([
      {
        record: 'post "Taken" (wordpress:7)',
        message: 'The slug "second" is taken by a different post: not imported.',
      },
    ]);
  });
});

describe('a site restored from a backup', () => {
  it('still knows where its records came from: the same export again changes nothing', async () => {
    const archive = await t.app.services.backup.archive();
    const chunks: Buffer[] = [];
    for await (const chunk of archive) chunks.push(chunk as Buffer);
    const restored = await createTestApp();
    try {
      await restored.app.services.backup.restore(Readable.from(Buffer.concat(chunks)));
      const before = (await restored.database.db.select({ value: count() }).from(posts))[0]!.value;
      const report = await restored.app.services.imports.wordpress({
        open: streamOf(
          testWxr(
            [
              {
                id: 1,
                title: 'First, revised',
                slug: 'first',
                content:
                  '<p>First, revised</p><p><img src="/wp-content/uploads/2025/01/law-library.jpg"></p>',
              },
              { id: 2, title: 'Second', slug: 'second', content: '<p>Second.</p>' },
            ],
            { siteUrl: 'http://changing-site.test' },
          ),
        ),
        fileName: 'changing.xml',
        mediaFrom: site.url,
        actor,
      });
      // Unchanged posts are skipped whole: their images are not even looked at.
      expect(report.counts).toEqual({ posts: { created: 0, updated: 0, skipped: 2, failed: 0 } });
      expect((await restored.database.db.select({ value: count() }).from(posts))[0]!.value).toBe(before);
    } finally {
      await restored.close();
    }
  });
});

describe('an interrupted import', () => {
  it('keeps its job running; another import waits; the same one started again goes on from where it stopped', async () => {
    const before = await postCount();
    const stop = new AbortController();
    const interrupted = await t.app.services.imports.wordpress({
      open: () => createReadStream(WORDPRESS_EXPORT),
      fileName: 'export.xml',
      mediaFrom: site.url,
      actor,
      signal: stop.signal,
      // Stopped once ten posts are in, as Ctrl+C or a server going down would.
      onProgress: (report) => {
        if ((report.counts.posts?.created ?? 0) >= 10) stop.abort(new Error('stop'));
      },
    });
    expect(interrupted).toMatchObject({
      status: 'running',
      error: 'Interrupted: run it again to go on (what was imported stays).',
    });
    const [job] = await t.database.db.select().from(importJobs).where(eq(importJobs.status, 'running'));
    expect(job!.cursor).toMatchObject({ phase: 'records' });
    const written = (await postCount()) - before;
    expect(written).toBeGreaterThanOrEqual(10);
    expect(written).toBeLessThan(33);

    // One at a time: another export is refused while it waits.
    await expect(
      t.app.services.imports.wordpress({ open: streamOf(testWxr([])), fileName: 'another.xml', actor }),
    ).rejects.toThrow('Another import is running: one at a time.');

    const resumed = await t.app.services.imports.wordpress({
      open: () => createReadStream(WORDPRESS_EXPORT),
      fileName: 'export.xml',
      mediaFrom: site.url,
      actor,
    });
    expect(resumed).toMatchObject({ id: job!.id, status: 'done', error: null });
    // The two parts add up to one whole import: nothing counted twice, nothing written twice.
    expect(resumed.counts).toEqual({
      media: { created: 12, updated: 0, skipped: 0, failed: 0 },
      posts: { created: 33, updated: 0, skipped: 0, failed: 0 },
      pages: { created: 0, updated: 0, skipped: 2, failed: 0 },
      events: { created: 8, updated: 0, skipped: 0, failed: 0 },
    });
    expect((await postCount()) - before).toBe(33);
    const [done] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(done).toMatchObject({ status: 'done', finishedAt: expect.any(Date) });
  });
});

describe('progress in the terminal', () => {
  const report = (posts: number, status: ImportReport['status'] = 'running'): ImportReport => ({
    id: null,
    kind: 'wordpress',
    status,
    dryRun: false,
    counts: { posts: { created: posts, updated: 0, skipped: 0, failed: 0 } },
    totals: { posts: 4, events: 2 },
    problems: [],
    error: null,
    startedAt: new Date(0).toISOString(),
    finishedAt: null,
  });

  it('redraws a bar per type in place on a terminal', () => {
    let written = '';
    let now = 0;
    const printer = createProgressPrinter({ isTTY: true, write: (text) => (written += text) }, () => now);
    printer.update(report(1));
    expect(written).toBe(
      [
        '\x1b[2KPosts            ██████░░░░░░░░░░░░░░░░░░     1/4  created 1, updated 0, skipped 0, failed 0\n',
        '\x1b[2KEvents           ░░░░░░░░░░░░░░░░░░░░░░░░     0/2  created 0, updated 0, skipped 0, failed 0\n',
      ].join(''),
    );
    written = '';
    printer.update(report(2)); // within 100 ms: not drawn
    expect(written).toBe('');
    now = 150;
    printer.update(report(4));
    expect(written.startsWith('\x1b[2A\x1b[2KPosts            ████████████████████████     4/4')).toBe(true);
  });

  it('prints plain lines otherwise: a type when it is done, or every two seconds', () => {
    const lines: string[] = [];
    let now = 0;
    const printer = createProgressPrinter({ isTTY: false, write: (text) => lines.push(text) }, () => now);
    printer.update(report(1));
    printer.update(report(2));
    now = 2500;
    printer.update(report(3));
    printer.update(report(4));
    expect(lines).toEqual([
      'Posts: 1/4 (created 1, updated 0, skipped 0, failed 0)\n',
      'Posts: 3/4 (created 3, updated 0, skipped 0, failed 0)\n',
      'Posts: 4/4 (created 4, updated 0, skipped 0, failed 0)\n',
    ]);
    expect(
      reportLines(
        { ...report(4, 'done'), problems: [{ record: 'post "A" (wordpress:1)', message: 'Why.' }] },
        'x.xml',
      ),
    ).toEqual([
      'Import of x.xml: done',
      '  Posts             created 4, updated 0, skipped 0, failed 0',
      '  Events            created 0, updated 0, skipped 0, failed 0',
      'Problems (1):',
      '  post "A" (wordpress:1): Why.',
    ]);
  });
});

describe('npm run import', () => {
  it(
    'imports an export into the configured database with progress and a report; a dry run writes nothing',
    async () => {
      const cli = await commandLineSite('lss-import-cli-');
      const { config, terminal } = cli;
      try {
        await expect(runImportCommand([], config, terminal)).rejects.toThrow(
          'npm run import -- wordpress FILE.xml [--media-from URL] [--pages] [--dry-run]',
        );
        await expect(runImportCommand(['wordpress', 'missing.xml'], config, terminal)).rejects.toThrow(
          'No such file: missing.xml',
        );
        await expect(
          runImportCommand(
            ['wordpress', WORDPRESS_EXPORT, '--media-from', 'ftp://old.test'],
            config,
            terminal,
          ),
        ).rejects.toThrow('Media from must be an http:// or https:// address.');

        const dry = await runImportCommand(
          ['wordpress', WORDPRESS_EXPORT, '--media-from', site.url, '--dry-run'],
          config,
          terminal,
        );
        expect(dry.counts.posts).toEqual({ created: 33, updated: 0, skipped: 0, failed: 0 });
        expect(terminal.output).toContain('Dry run of the import of export.xml: done. Nothing was written;');

        terminal.clear();
        const report = await runImportCommand(
          ['wordpress', WORDPRESS_EXPORT, `--media-from=${site.url}`, '--pages'],
          config,
          terminal,
        );
        expect(report.status).toBe('done');
        expect(terminal.output).toContain('Posts: 33/33 (created 33, updated 0, skipped 0, failed 0)\n');
        expect(terminal.output).toContain('Events: 8/8 (created 8, updated 0, skipped 0, failed 0)\n');
        expect(terminal.output).toContain('Import of export.xml: done\n');
        expect(terminal.output).toContain('  Pages             created 2, updated 0, skipped 0, failed 0\n');
        expect(terminal.output).toContain('No problems.');
        expect(await cli.rows(posts, media)).toEqual([35, 12]);
      } finally {
        await cli.close();
      }
    },
    CLI_TIMEOUT_MS,
  );
});
