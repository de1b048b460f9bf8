import { createReadStream } from 'node:fs';
import type { ImportReport } from '@lss/shared/import';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, importJobs, importSources, media, postRevisions, posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { WordPressImportRequest } from './import.service.ts';
import { serveWordPressUploads, WORDPRESS_EXPORT } from './testing/wordpress-site.ts';
import { streamOf, testWxr } from './testing/wxr.ts';

// Issue 29, 'From WordPress', and decisions.md Import: the fixture exported by a real WordPress 6.1
// with The Events Calendar, its uploads served on this machine's loopback (the source's own host).

let t: TestApp;
let site: Awaited<ReturnType<typeof serveWordPressUploads>>;
const actor = { id: null, fullName: 'Import (command line)' };

const importFixture = (options: Partial<WordPressImportRequest> = {}) =>
  t.app.services.imports.wordpress({
    open: () => createReadStream(WORDPRESS_EXPORT),
    fileName: 'export.xml',
    mediaFrom: site.url,
    actor,
    ...options,
  });

const db = () => t.database.db;
const rows = async (
  table: typeof posts | typeof events | typeof media | typeof importJobs | typeof importSources,
) => (await db().select({ value: count() }).from(table))[0]!.value;
const storedFiles = () => t.app.services.storage.list();
const problemsOf = (report: ImportReport) =>
  report.problems.map(({ record, message }) => `${record}: ${message}`);

beforeAll(async () => {
  t = await createTestApp();
  site = await serveWordPressUploads();
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

describe('importing a WordPress export', () => {
  it('a dry run writes nothing and says what an import would do, and why', async () => {
    const report = await importFixture({ dryRun: true });
    expect(report).toMatchObject({ status: 'done', dryRun: true, id: null, error: null });
    expect(report.counts).toEqual({
      media: { created: 12, updated: 0, skipped: 0, failed: 0 },
      posts: { created: 33, updated: 0, skipped: 0, failed: 0 },
      pages: { created: 0, updated: 0, skipped: 2, failed: 0 },
      events: { created: 8, updated: 0, skipped: 0, failed: 0 },
    });
    expect(report.totals).toEqual({ media: 12, posts: 33, pages: 2, events: 8 });
    expect(problemsOf(report)).toEqual([
      'page "About the Society" (wordpress:47): Pages are imported only when asked (--pages, or "Include pages" on the admin screen).',
      expect.stringMatching(/^page ".+" \(wordpress:\d+\): Pages are imported only when asked/),
    ]);
    for (const table of [posts, events, media, importJobs, importSources]) expect(await rows(table)).toBe(0);
    expect(await storedFiles()).toEqual([]);
    // Nothing was fetched either.
    expect(site.requests).toEqual([]);
  });

  it('imports posts, events and media, each image fetched once, stored as an upload and linked', async () => {
    const report = await importFixture();
    expect(report).toMatchObject({ status: 'done', dryRun: false, error: null, id: expect.any(String) });
    expect(report.counts).toEqual({
      media: { created: 12, updated: 0, skipped: 0, failed: 0 },
      posts: { created: 33, updated: 0, skipped: 0, failed: 0 },
      pages: { created: 0, updated: 0, skipped: 2, failed: 0 },
      events: { created: 8, updated: 0, skipped: 0, failed: 0 },
    });
    expect(report.problems).toHaveLength(2);
    // Only originals were fetched (never the sizes WordPress made), each once.
    expect(site.requests).toHaveLength(12);
    expect(new Set(site.requests).size).toBe(12);
    expect(site.requests.every((path) => !/-\d+x\d+\.\w+$/.test(path))).toBe(true);

    // The job row holds the same report.
    const [job] = await db().select().from(importJobs);
    expect(job).toMatchObject({
      status: 'done',
      kind: 'wordpress',
      source: 'export.xml',
      counts: report.counts,
    });

    const all = await db().select().from(posts).orderBy(asc(posts.createdAt));
    expect(all).toHaveLength(33);
    expect(all.filter((post) => post.status === 'published')).toHaveLength(31);
    expect(all.filter((post) => post.status === 'draft')).toHaveLength(2);

    // Dates keep their instants: post_date_gmt; a draft's zero GMT date gives way to post_date in the site's zone.
    const first = all.find((post) => post.slug === 'constitutional-law-review-1')!;
    expect(first.publishedAt?.toISOString()).toBe('2025-01-01T09:00:00.000Z');
    expect(first).toMatchObject({ byline: 'Amara Okafor', authorName: 'Amara Okafor', authorId: null });
    const scheduled = all.find((post) => post.slug === 'law-week-2026-programme')!;
    expect(scheduled).toMatchObject({ status: 'published' });
    expect(scheduled.publishedAt?.toISOString()).toBe('2026-12-15T09:00:00.000Z');
    const guide = all.find((post) => post.slug === 'moot-court-preparation-guide')!;
    expect(guide).toMatchObject({ status: 'draft', publishedAt: null });
    expect(guide.createdAt.toISOString()).toBe('2026-11-24T08:15:00.000Z');
    // The draft WordPress kept without a slug gets one from its title.
    expect(all.find((post) => post.title === 'Notes on standing doctrine (draft)')?.slug).toBe(
      'notes-on-standing-doctrine-draft',
    );
    // Ten published posts and a draft have an excerpt of their own.
    expect(all.filter((post) => post.excerpt)).toHaveLength(11);

    // Featured images: our uploads (re-encoded, named with their size), never the old site's.
    const covers = all.filter((post) => post.coverImageUrl);
    expect(covers).toHaveLength(10);
    for (const post of covers)
      expect(post.coverImageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_\d+x\d+\.(jpg|png)$/);
    // Inline images: src rewritten to ours, srcset and the old addresses gone, captions as figures.
    const inline = all.filter((post) => post.contentBody.includes('<img'));
    expect(inline).toHaveLength(5);
    for (const post of all) {
      expect(post.contentBody).not.toContain('127.0.0.1:8088/wp-content');
      expect(post.contentBody).not.toContain('srcset');
      expect(post.contentBody).not.toContain('<!-- wp:');
    }
    for (const post of inline)
      expect(post.contentBody).toMatch(/<img [^>]*src="\/uploads\/[a-f0-9]{32}_\d+x\d+\.\w+"/);
    const gavel = inline.find((post) => post.contentBody.includes('Photo: Gavel.'))!;
    expect(gavel.contentBody).toMatch(
      /<figure><img [^>]*src="\/uploads\/[a-f0-9]{32}_800x800\.png" alt="A judge's gavel" \/><figcaption>Photo: Gavel.<\/figcaption><\/figure>/,
    );
    const linked = inline.find((post) => post.contentBody.includes('Cover of a case brief'))!;
    expect(linked.contentBody).toMatch(
      /<a href="\/uploads\/[a-f0-9]{32}_800x800\.jpg"><img [^>]*src="\/uploads\/[a-f0-9]{32}_800x800\.jpg"/,
    );
    // Each post has its first revision, saved by the import.
    const revisions = await db().select().from(postRevisions).where(eq(postRevisions.postId, first.id));
    expect(revisions).toMatchObject([{ kind: 'save', savedById: null, savedByName: actor.fullName }]);

    // The media library lists the 12 attachments with their alt texts; the files are in storage.
    const library = await db().select().from(media);
    expect(library).toHaveLength(12);
    expect(library.map((row) => row.alt)).toContain('Reading room of the law library');
    const files = await storedFiles();
    for (const row of library) expect(files).toContain(row.storageKey);
    const picture = await t.app.inject({ method: 'GET', url: `/uploads/${library[0]!.storageKey}` });
    expect(picture.statusCode).toBe(200);

    // Events: their instants from _EventStartDateUTC, venue, organiser, featured flag and image.
    const calendar = await db().select().from(events).orderBy(asc(events.eventDate));
    expect(calendar.map((event) => [event.title, event.eventDate.toISOString()])).toEqual([
      ["Freshers' Orientation and Welcome", '2025-02-14T09:00:00.000Z'],
      ['Moot Court Competition: Preliminary Rounds', '2025-03-21T08:00:00.000Z'],
      ['Guest Lecture: Judicial Review in Nigeria', '2025-06-12T13:00:00.000Z'],
      ['Constitution Day Symposium', '2025-09-30T23:00:00.000Z'],
      ['Legal Writing Workshop (online)', '2026-05-09T10:00:00.000Z'],
      ['End-of-Year Dinner', '2026-12-11T17:30:00.000Z'],
      ['Moot Court Grand Final 2027', '2027-02-19T09:00:00.000Z'],
      ['Essay Competition: Closing Date', '2027-03-30T23:00:00.000Z'],
    ]);
    expect(calendar[0]).toMatchObject({
      venue: 'Main Lecture Theatre',
      organiser: 'Law Students Society',
      isFeatured: false,
      imageUrl: null,
    });
    expect(calendar[0]!.description).toBe(
      "Join the Law Students Society for Freshers' Orientation and Welcome.\n\nDoors open fifteen minutes before the start.",
    );
    expect(calendar[4]!.venue).toBe('To be announced');
    expect(calendar[6]).toMatchObject({ venue: 'Moot Court Hall, Faculty of Law', isFeatured: true });
    expect(calendar.filter((event) => event.imageUrl?.startsWith('/uploads/'))).toHaveLength(4);

    // They read as any other post: the public API serves them.
    const read = await t.app.inject({ method: 'GET', url: '/api/posts/constitutional-law-review-1' });
    expect(read.json()).toMatchObject({ title: 'Constitutional Law Review 1', byline: 'Amara Okafor' });
  });

  it('a second run changes nothing: every record and file is recognised by its source', async () => {
    const before = {
      posts: await db().select().from(posts).orderBy(asc(posts.id)),
      events: await db().select().from(events).orderBy(asc(events.id)),
      media: await rows(media),
      files: (await storedFiles()).length,
      revisions: await rows(postRevisions as unknown as typeof posts),
    };
    site.requests.length = 0;
    const report = await importFixture();
    expect(report.counts).toEqual({
      media: { created: 0, updated: 0, skipped: 12, failed: 0 },
      posts: { created: 0, updated: 0, skipped: 33, failed: 0 },
      pages: { created: 0, updated: 0, skipped: 2, failed: 0 },
      events: { created: 0, updated: 0, skipped: 8, failed: 0 },
    });
    expect(site.requests).toEqual([]);
    expect(await db().select().from(posts).orderBy(asc(posts.id))).toEqual(before.posts);
    expect(await db().select().from(events).orderBy(asc(events.id))).toEqual(before.events);
    expect(await rows(media)).toBe(before.media);
    expect((await storedFiles()).length).toBe(before.files);
    expect(await rows(postRevisions as unknown as typeof posts)).toBe(before.revisions);
  });

  it('a post edited here since is reported, not overwritten; pages come when asked', async () => {
    const token = await t.adminToken();
    const [post] = await db().select().from(posts).where(eq(posts.slug, 'constitutional-law-review-1'));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post!.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        title: 'Edited here',
        slug: post!.slug,
        contentBody: '<p>Ours now.</p>',
        status: 'published',
      },
    });
    expect(edit.statusCode).toBe(200);

    const report = await importFixture({ pages: true });
    expect(report.counts.posts).toEqual({ created: 0, updated: 0, skipped: 33, failed: 0 });
    expect(report.counts.pages).toEqual({ created: 2, updated: 0, skipped: 0, failed: 0 });
    expect(problemsOf(report)).toEqual([
      'post "Constitutional Law Review 1" (wordpress:4): Edited here since the last import: not overwritten.',
    ]);
    const [kept] = await db().select().from(posts).where(eq(posts.id, post!.id));
    expect(kept).toMatchObject({ title: 'Edited here', contentBody: '<p>Ours now.</p>' });
    const about = await db().select().from(posts).where(eq(posts.slug, 'about'));
    expect(about[0]?.contentBody).toMatch(
      /<img src="\/uploads\/[a-f0-9]{32}_800x800\.png" alt="Crest of the Law Students Society" \/>/,
    );
  });
});

describe('a hostile export', () => {
  it('refuses a file that declares entities (billion laughs, external entity): nothing written', async () => {
    const laughs = `<!DOCTYPE rss [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
`;
    const external = `<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n`;
    const before = await rows(posts);
    for (const [prologue, title] of [
      [laughs, '&lol9;'],
      [external, '&xxe;'],
    ] as const) {
      const report = await t.app.services.imports.wordpress({
        open: streamOf(testWxr([{ id: 1, title }], { prologue })),
        fileName: 'hostile.xml',
        actor,
      });
      expect(report).toMatchObject({
        status: 'failed',
        error:
          'The file declares a DOCTYPE (entities), which a WordPress export never does: refused, nothing imported.',
      });
      expect(report.counts).toEqual({});
    }
    expect(await rows(posts)).toBe(before);
    const failed = await db().select().from(importJobs).where(eq(importJobs.source, 'hostile.xml'));
    expect(failed.map((job) => job.status)).toEqual(['failed', 'failed']);
  });

  it('refuses a file that is not an export, or not XML, with the reason', async () => {
    const notExport = await t.app.services.imports.wordpress({
      open: streamOf('<?xml version="1.0"?><html><body/></html>'),
      fileName: 'page.xml',
      actor,
    });
    expect(notExport).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('not a WordPress export'),
    });
    const broken = await t.app.services.imports.wordpress({
      open: streamOf(testWxr([{ id: 1, title: 'Fine' }]).replace('</channel>', '</chanel>')),
      fileName: 'broken.xml',
      actor,
    });
    expect(broken).toMatchObject({ status: 'failed', error: expect.stringContaining('not well-formed XML') });
  });

  it('cleans scripts and javascript: links and refuses media at private addresses, a line each, and goes on', async () => {
    const uploads = `${site.url}/wp-content/uploads/2025/01`;
    const report = await t.app.services.imports.wordpress({
      open: streamOf(
        testWxr(
          [
            {
              id: 10,
              title: 'Scripted',
              slug: 'scripted',
              content:
                '<p>Hello<script>fetch("/api/users")</script></p><p><a href="javascript:alert(1)">Click</a> <a href=" JaVa&#x09;Script:alert(2)">again</a></p><p onclick="alert(3)">Tap</p>',
            },
            {
              id: 11,
              title: 'Pictures from elsewhere',
              slug: 'pictures-from-elsewhere',
              content: [
                'http://169.254.169.254/latest/meta-data/iam.jpg',
                'http://10.0.0.7/internal.jpg',
                `http://127.0.0.2:${site.port}/wp-content/uploads/2025/01/gavel.png`,
                `http://localhost:${site.port}/wp-content/uploads/2025/01/gavel.png`,
                `${site.url}/hostile/huge.jpg`,
                `${site.url}/hostile/page.jpg`,
                `${uploads}/gavel.png`,
              ]
                .map((src) => `<p><img src="${src}" alt="x"></p>`)
                .join(''),
              meta: { _thumbnail_id: '99' },
            },
          ],
          { siteUrl: 'http://hostile-site.test' },
        ),
      ),
      fileName: 'hostile.xml',
      mediaFrom: site.url,
      actor,
    });
    expect(report.status).toBe('done');
    expect(report.counts.posts).toEqual({ created: 2, updated: 0, skipped: 0, failed: 0 });
    expect(report.counts.media).toEqual({ created: 1, updated: 0, skipped: 0, failed: 6 });
    const scripted = 'post "Scripted" (wordpress:10)';
    const pictures = 'post "Pictures from elsewhere" (wordpress:11)';
    const mediaLine = (name: string, url: string) => `media "${name}" (url:${url})`;
    expect(problemsOf(report)).toEqual(
      expect.arrayContaining([
        `${scripted}: A script was removed from its content.`,
        `${scripted}: A javascript: link was removed from its content.`,
        `${scripted}: An event handler attribute (on…) was removed from its content.`,
        `${mediaLine('iam.jpg', 'http://169.254.169.254/latest/meta-data/iam.jpg')}: http://169.254.169.254/latest/meta-data/iam.jpg points to a private, loopback or link-local address: not fetched.`,
        `${mediaLine('internal.jpg', 'http://10.0.0.7/internal.jpg')}: http://10.0.0.7/internal.jpg points to a private, loopback or link-local address: not fetched.`,
        expect.stringMatching(
          /^media "gavel\.png" \(url:http:\/\/127\.0\.0\.2:\d+\/.+\): .+ points to a private, loopback or link-local address/,
        ),
        expect.stringMatching(
          /^media "gavel\.png" \(url:http:\/\/localhost:\d+\/.+\): .+ points to a private, loopback or link-local address/,
        ),
        expect.stringMatching(/^media "huge\.jpg" .+ is larger than 10 MB: not imported\.$/),
        expect.stringMatching(/^media "page\.jpg" .+ was refused: /),
        `${pictures}: Its image (attachment 99) is not in the export.`,
      ]),
    );
    expect(report.problems).toHaveLength(10);
    const [clean] = await db().select().from(posts).where(eq(posts.slug, 'scripted'));
    expect(clean!.contentBody).not.toMatch(/script|javascript|onclick|alert/i);
    expect(clean!.contentBody).toContain('Hello');
    const [pictured] = await db().select().from(posts).where(eq(posts.slug, 'pictures-from-elsewhere'));
    // The one image from the source's own host is ours; the refused ones are gone from the body.
    expect(pictured!.contentBody.match(/<img/g)).toHaveLength(1);
    expect(pictured!.contentBody).toMatch(/<img [^>]*src="\/uploads\/[a-f0-9]{32}_800x800\.png"/);
    // Only the source's own host was asked, and never for a refused address.
    expect(site.requests.filter((path) => path.startsWith('/hostile/'))).toEqual([
      '/hostile/huge.jpg',
      '/hostile/page.jpg',
    ]);
  });
});
