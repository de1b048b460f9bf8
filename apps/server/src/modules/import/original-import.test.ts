import type { ImportReport } from '@lss/shared/import';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleSubmissions,
  events,
  executives,
  importJobs,
  importSources,
  materials,
  media,
  podcastEpisodes,
  posts,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { OriginalImportRequest } from './import.service.ts';
import { runImportCommand } from './import-cli.ts';
import { CLI_TIMEOUT_MS, COMMAND_LINE_ACTOR, commandLineSite } from './testing/command-line.ts';
import { ORIGINAL_TOKEN, serveOriginalSite } from './testing/original-site.ts';

// Issue 29, 'From the original site', and decisions.md Import: the original's API (its routes and
// models, read from its public source) served on this machine's loopback, the source's own host.

let t: TestApp;
let site: Awaited<ReturnType<typeof serveOriginalSite>>;
const actor = COMMAND_LINE_ACTOR;

const importSite = (options: Partial<OriginalImportRequest> = {}) =>
  t.app.services.imports.original({ url: site.url, actor, ...options });

const db = () => t.database.db;
const rows = async (
  table:
    | typeof posts
    | typeof events
    | typeof executives
    | typeof materials
    | typeof podcastEpisodes
    | typeof media
    | typeof importJobs
    | typeof importSources,
) => (await db().select({ value: count() }).from(table))[0]!.value;
const problemsOf = (report: ImportReport) =>
  report.problems.map(({ record, message }) => `${record}: ${message}`);
const zero = { created: 0, updated: 0, skipped: 0, failed: 0 };

beforeAll(async () => {
  t = await createTestApp();
  site = await serveOriginalSite();
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

describe('importing the original site', () => {
  it('a dry run writes and fetches nothing, and says what an import would do', async () => {
    const report = await importSite({ dryRun: true });
    expect(report).toMatchObject({ status: 'done', dryRun: true, id: null, error: null });
    expect(report.counts).toEqual({
      events: { ...zero, created: 3 },
      posts: { ...zero, created: 2 },
      executives: { ...zero, created: 2 },
      materials: { ...zero, created: 3 },
      episodes: { ...zero, created: 2 },
      // The private address is refused without a fetch; the rest would be fetched.
      media: { ...zero, created: 11, failed: 1 },
    });
    expect(problemsOf(report)).toContainEqual(
      expect.stringMatching(/private\.jpg points to a private, loopback or link-local address/),
    );
    for (const table of [
      posts,
      events,
      executives,
      materials,
      podcastEpisodes,
      media,
      importJobs,
      importSources,
    ])
      expect(await rows(table)).toBe(0);
    expect(site.requests.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('imports the public content without a token: images ours, dates kept, bad files reported and the rest goes on', async () => {
    site.requests.length = 0;
    const report = await importSite();
    expect(report).toMatchObject({ status: 'done', dryRun: false, error: null, id: expect.any(String) });
    expect(report.counts).toEqual({
      events: { ...zero, created: 3 },
      posts: { ...zero, created: 2 },
      executives: { ...zero, created: 2 },
      materials: { ...zero, created: 2, failed: 1 },
      episodes: { ...zero, created: 2 },
      media: { ...zero, created: 7, failed: 5 },
    });
    // Without a token the admin's lists are never asked for.
    for (const path of ['/api/posts/all', '/api/materials/all', '/api/podcast/all', '/api/submissions/all'])
      expect(site.requests).not.toContain(path);
    expect(problemsOf(report).sort()).toEqual([
      'material "Equity Lecture Notes" (original:65a1f0c2e4b0a10000000033): Its file could not be imported (the line above says why): not imported.',
      expect.stringMatching(
        /^media "huge\.jpg" \(url:.+\): .+huge\.jpg is larger than \d+ MB: not imported\.$/,
      ),
      expect.stringMatching(
        /^media "missing-cover\.jpg" \(url:.+\): .+ could not be fetched: the server answered 404$/,
      ),
      expect.stringMatching(
        /^media "missing-equity\.jpg" \(url:.+\): .+ could not be fetched: the server answered 404$/,
      ),
      expect.stringMatching(
        /^media "page\.jpg" \(url:.+\/files\/page\.jpg\): .+ was refused: This file type/,
      ),
      expect.stringMatching(
        /^media "private\.jpg" \(url:http:\/\/10\.20\.30\.40\/private\.jpg\): .+private, loopback/,
      ),
      'post "Welcome to the new session" (original:65a1f0c2e4b0a10000000011): A script was removed from its content.',
    ]);

    const allPosts = await db().select().from(posts).orderBy(asc(posts.createdAt));
    expect(allPosts.map((post) => post.slug)).toEqual(['welcome-to-the-new-session', 'law-week-recap']);
    const [welcome, recap] = allPosts;
    expect(welcome).toMatchObject({
      status: 'published',
      byline: 'Tolu Adeyemi',
      authorName: 'Tolu Adeyemi',
    });
    expect(welcome!.publishedAt?.toISOString()).toBe('2025-09-15T08:00:00.000Z');
    expect(welcome!.createdAt.toISOString()).toBe('2025-09-14T20:00:00.000Z');
    expect(welcome!.coverImageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_40x30\.jpg$/);
    // The image inside the HTML is ours; the script is gone.
    expect(welcome!.contentBody).toMatch(/<img src="\/uploads\/[a-f0-9]{32}_40x30\.jpg" alt="The faculty"/);
    expect(welcome!.contentBody).not.toContain('127.0.0.1');
    expect(welcome!.contentBody).not.toContain('script');
    // The files that could not be had: the post comes without them.
    expect(recap!.coverImageUrl).toBeNull();
    expect(recap!.contentBody).not.toContain('/uploads/');

    const allEvents = await db().select().from(events).orderBy(asc(events.eventDate));
    expect(allEvents.map((event) => [event.title, event.eventDate.toISOString(), event.isFeatured])).toEqual([
      ['Moot Court Finals', '2025-11-20T09:00:00.000Z', false],
      ['Annual Law Dinner', '2026-03-14T17:00:00.000Z', true],
      ['Career Fair', '2026-05-02T10:00:00.000Z', false],
    ]);
    const [finals, dinner, fair] = allEvents;
    // The model's placeholder is not an image of the society: none, and never fetched.
    expect(finals!.imageUrl).toBeNull();
    expect(site.requests.some((path) => path.includes('placeholder'))).toBe(false);
    expect(dinner!.imageUrl).toMatch(/^\/uploads\//);
    expect(dinner).toMatchObject({
      venue: 'University Auditorium',
      description: 'An evening with the Faculty.\n\nDress: formal.',
    });
    expect(dinner!.createdAt.toISOString()).toBe('2026-01-10T09:30:00.000Z');
    expect(fair!.imageUrl).toBeNull();

    const council = await db().select().from(executives).orderBy(asc(executives.displayOrder));
    const session = await t.app.services.settings.currentSession();
    expect(
      council.map(({ name, position, displayOrder, isFeatured }) => ({
        name,
        position,
        displayOrder,
        isFeatured,
      })),
    ).toEqual([
      { name: 'Tolu Adeyemi', position: 'President', displayOrder: 1, isFeatured: true },
      { name: 'Ngozi Eze', position: 'General Secretary', displayOrder: 2, isFeatured: false },
    ]);
    expect(
      council.every((person) => person.session === session && person.imageUrl?.startsWith('/uploads/')),
    ).toBe(true);

    // Materials with their files, stored as uploads; the type follows from the stored file.
    const allMaterials = await db().select().from(materials).orderBy(asc(materials.createdAt));
    expect(
      allMaterials.map(({ title, level, materialType, fileType, description }) => ({
        title,
        level,
        materialType,
        fileType,
        description,
      })),
    ).toEqual([
      {
        title: 'Law of Contract: Past Questions 2024',
        level: '200L',
        materialType: 'Past Question',
        fileType: 'PDF',
        description: 'First semester examination.',
      },
      {
        title: 'Court Hierarchy Chart',
        level: '100L',
        materialType: 'Handout',
        fileType: 'Image',
        description: null,
      },
    ]);
    expect(allMaterials[0]!.fileUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect(allMaterials[0]!.createdAt.toISOString()).toBe('2025-07-01T09:00:00.000Z');
    expect(site.requests).toContain('/cloudinary/raw/upload/v1700000000/lss/contract-2024.pdf');

    // Episodes: the next one and the archive, their instants kept.
    const allEpisodes = await db().select().from(podcastEpisodes).orderBy(asc(podcastEpisodes.episodeDate));
    expect(
      allEpisodes.map(({ title, guestName, episodeDate, xSpaceUrl }) => [
        title,
        guestName,
        episodeDate.toISOString(),
        xSpaceUrl,
      ]),
    ).toEqual([
      [
        'Law & Vibes: Rights at Work',
        'Barr. Funmi Ola',
        '2025-10-10T18:00:00.000Z',
        'https://x.com/i/spaces/1OdKrBnaEPXKX',
      ],
      ['Law & Vibes: The Next One', null, '2099-01-01T18:00:00.000Z', 'https://x.com/i/spaces/1YqKDqDXXXXX'],
    ]);

    expect(await rows(media)).toBe(7);
    const [job] = await db().select().from(importJobs);
    expect(job).toMatchObject({
      kind: 'original',
      status: 'done',
      source: `${site.url}/`,
      options: { url: `${site.url}/` },
    });
  });

  it('a second run changes nothing; with a token the drafts come too', async () => {
    site.requests.length = 0;
    const again = await importSite();
    expect(again.counts).toEqual({
      events: { ...zero, skipped: 3 },
      posts: { ...zero, skipped: 2 },
      executives: { ...zero, skipped: 2 },
      episodes: { ...zero, skipped: 2 },
      // What failed is tried again (its file is still missing); the rest is left alone.
      materials: { ...zero, skipped: 2, failed: 1 },
      media: { ...zero, failed: 1 },
    });
    expect(problemsOf(again)).toHaveLength(2);
    // Nothing was fetched again but the file that is missing.
    expect(site.requests.filter((path) => !path.startsWith('/api/'))).toEqual([
      '/cloudinary/image/upload/v1700000000/lss/missing-equity.jpg',
    ]);
    expect(await rows(media)).toBe(7);
    expect(await rows(materials)).toBe(2);
    expect(await rows(podcastEpisodes)).toBe(2);

    const withToken = await importSite({ token: ORIGINAL_TOKEN });
    expect(withToken.counts.posts).toEqual({ ...zero, created: 1, skipped: 2 });
    for (const path of ['/api/posts/all', '/api/materials/all', '/api/podcast/all', '/api/submissions/all'])
      expect(site.requests).toContain(path);
    expect(withToken.counts.episodes).toEqual({ ...zero, skipped: 2 });
    // Submissions, with a token only: their HTML cleaned, its picture and the suggested one ours.
    expect(withToken.counts.submissions).toEqual({ ...zero, created: 2 });
    const sent = await db().select().from(articleSubmissions).orderBy(asc(articleSubmissions.createdAt));
    expect(sent.map(({ name, email, title, status }) => ({ name, email, title, status }))).toEqual([
      { name: 'Femi Bello', email: 'femi@example.com', title: 'On Judicial Activism', status: 'approved' },
      {
        name: 'Ada Obi',
        email: 'ada.obi@students.unilorin.edu.ng',
        title: 'Why Moot Court Matters',
        status: 'pending',
      },
    ]);
    const [, moot] = sent;
    expect(moot!.createdAt.toISOString()).toBe('2025-12-05T14:20:00.000Z');
    expect(moot!.contentBody).toMatch(
      /^<p>Advocacy is learnt <strong>by doing<\/strong>\.<\/p><p><img src="\/uploads\/[a-f0-9]{32}_40x30\.jpg"/,
    );
    expect(moot!.article).toContain('Advocacy is learnt by doing.');
    expect(moot!.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}_40x30\.jpg$/);
    // The two pictures, and the material's missing file tried again.
    expect(withToken.counts.media).toEqual({ ...zero, created: 2, failed: 1 });
    const [draft] = await db().select().from(posts).where(eq(posts.slug, 'draft-constitution-review'));
    expect(draft).toMatchObject({
      status: 'draft',
      publishedAt: null,
      coverImageUrl: null,
      byline: 'Tolu Adeyemi',
    });
    expect(draft!.createdAt.toISOString()).toBe('2026-03-01T11:00:00.000Z');
    // The token is kept nowhere.
    const jobs = await db().select().from(importJobs);
    expect(JSON.stringify(jobs)).not.toContain(ORIGINAL_TOKEN);
  });

  it('a record edited here is reported and not overwritten; one changed at the source is updated', async () => {
    const [dinner] = await db().select().from(events).where(eq(events.title, 'Annual Law Dinner'));
    await db()
      .update(events)
      .set({ venue: 'Changed here', updatedAt: new Date() })
      .where(eq(events.id, dinner!.id));
    site.data.executives[1]!.position = 'Secretary General';
    const report = await importSite({ token: ORIGINAL_TOKEN });
    expect(report.counts.events).toEqual({ ...zero, skipped: 3 });
    expect(report.counts.executives).toEqual({ ...zero, updated: 1, skipped: 1 });
    expect(report.counts.submissions).toEqual({ ...zero, skipped: 2 });
    expect(
      problemsOf(report).filter((line) => !line.includes('Equity') && !line.includes('missing-equity')),
    ).toEqual([
      'event "Annual Law Dinner" (original:65a1f0c2e4b0a10000000001): Edited here since the last import: not overwritten.',
    ]);
    const [kept] = await db().select().from(events).where(eq(events.id, dinner!.id));
    expect(kept!.venue).toBe('Changed here');
    const [secretary] = await db().select().from(executives).where(eq(executives.name, 'Ngozi Eze'));
    expect(secretary!.position).toBe('Secretary General');
    expect(await rows(executives)).toBe(2);
  });

  it('a refused token or a site that is not the original stops the run with a clear reason', async () => {
    const refused = await importSite({ token: 'not-the-token' });
    expect(refused).toMatchObject({
      status: 'failed',
      error: 'The original site refused the token (401): nothing more was read with it.',
    });
    const elsewhere = await importSite({ url: `${site.url}/nothing-here` });
    expect(elsewhere.status).toBe('failed');
    expect(elsewhere.error).toMatch(
      /^The original site's http:\/\/127\.0\.0\.1:\d+\/nothing-here\/api\/events could not be read: the server answered 404$/,
    );
  });
});

describe('npm run import -- original', () => {
  it(
    'imports the site into the configured database with a report; bad arguments get the usage',
    async () => {
      const cli = await commandLineSite('lss-import-original-cli-');
      const { config, terminal } = cli;
      try {
        await expect(runImportCommand(['original'], config, terminal)).rejects.toThrow(
          'Usage: npm run import -- original URL [--token TOKEN] [--dry-run]',
        );
        await expect(runImportCommand(['original', 'ftp://old.test'], config, terminal)).rejects.toThrow(
          "The original site's address must be an http:// or https:// address.",
        );
        await expect(runImportCommand(['original', site.url, '--token'], config, terminal)).rejects.toThrow(
          'Usage:',
        );

        const report = await runImportCommand(
          ['original', site.url, `--token=${ORIGINAL_TOKEN}`],
          config,
          terminal,
        );
        expect(report.status).toBe('done');
        expect(report.counts.posts).toEqual({ ...zero, created: 3 });
        expect(report.counts.submissions).toEqual({ ...zero, created: 2 });
        expect(terminal.output).toContain(`Import of ${site.url}: done\n`);
        expect(await cli.rows(posts, executives)).toEqual([3, 2]);
      } finally {
        await cli.close();
      }
    },
    CLI_TIMEOUT_MS,
  );
});

describe('an interrupted import of the original site', () => {
  let fresh: TestApp;
  let old: Awaited<ReturnType<typeof serveOriginalSite>>;
  beforeAll(async () => {
    fresh = await createTestApp();
    old = await serveOriginalSite();
  });
  afterAll(async () => {
    await old?.close();
    await fresh?.close();
  });

  it('keeps its job running; the same command again goes on from where it stopped, nothing twice', async () => {
    const stop = new AbortController();
    const interrupted = await fresh.app.services.imports.original({
      url: old.url,
      actor,
      signal: stop.signal,
      // Stopped once two events are in, as Ctrl+C would.
      onProgress: (report) => {
        if ((report.counts.events?.created ?? 0) >= 2) stop.abort(new Error('stop'));
      },
    });
    expect(interrupted).toMatchObject({
      status: 'running',
      error: 'Interrupted: run it again to go on (what was imported stays).',
    });
    const [job] = await fresh.database.db.select().from(importJobs);
    expect(job).toMatchObject({ status: 'running', cursor: { phase: 'events', done: 2 } });
    expect((await fresh.database.db.select({ value: count() }).from(events))[0]!.value).toBe(2);

    const resumed = await fresh.app.services.imports.original({ url: old.url, actor });
    expect(resumed).toMatchObject({ id: job!.id, status: 'done', error: null });
    // The two parts add up to one whole import.
    expect(resumed.counts).toEqual({
      events: { ...zero, created: 3 },
      posts: { ...zero, created: 2 },
      executives: { ...zero, created: 2 },
      materials: { ...zero, created: 2, failed: 1 },
      episodes: { ...zero, created: 2 },
      media: { ...zero, created: 7, failed: 5 },
    });
    expect((await fresh.database.db.select({ value: count() }).from(events))[0]!.value).toBe(3);
    expect((await fresh.database.db.select({ value: count() }).from(media))[0]!.value).toBe(7);
  });
});
