import { slugify } from '@lss/shared/constants';
import { importMessages } from '@lss/shared/import';
import { POST_BYLINE_MAX } from '@lss/shared/post-summary';
import { SLUG_PATTERN } from '@lss/shared/posts';
import { htmlUrls, sanitizeImportedHtml } from '../../lib/html.ts';
import type { MediaImporter } from './import-media.ts';
import {
  type ImportedEpisode,
  type ImportedEvent,
  type ImportedExecutive,
  type ImportedMaterial,
  type ImportedPost,
  type ImportedSubmission,
  ImportRecordError,
  importRecord,
  type RecordWriters,
} from './import-records.ts';
import type { ImportRun } from './import-run.ts';
import { fingerprintOf, type SourceTracker } from './import-sources.ts';
import { cut, paragraphs, parseUrl, REMOVED_LINES } from './wordpress-import.ts';

/**
 * The original site brought in (issue 29): its own API (Express and MongoDB: the public project
 * Donugob/lss-unilorin-website) read as its client reads it. Without a token the public lists
 * (published posts, events, the council); with an administrator's token also the drafts
 * (GET /api/posts/all). Records are keyed by their Mongo `_id` (`original:<_id>`), images by their
 * address (`url:<address>`, Cloudinary's or the site's own), fetched into our storage and every
 * address rewritten, those inside a post's HTML too.
 */

export type OriginalOptions = {
  /** The old site's address (its API answers under /api). */
  url: string;
  /** An administrator's token of the old site (a Bearer JWT): drafts too. Never kept. */
  token?: string | null;
  signal?: AbortSignal;
};

/** A failure that stops the run (the old site unreachable, a list that is not one): its message is the report's. */
export class OriginalSiteError extends Error {}

/** The image the original's models put where none was given: not an image of the society. */
const PLACEHOLDER_IMAGE = 'https://res.cloudinary.com/demo/image/upload/v1625141071/placeholder.jpg';

const READ_TIMEOUT_MS = 60_000;

/** The phases of a run, in order (a resumed run goes on from its cursor's). */
const PHASES = ['events', 'posts', 'executives', 'materials', 'episodes', 'submissions'] as const;

type Doc = Record<string, unknown> & { _id: string };

/** The old site's address with its API under it: `https://old.example.org` (a trailing /api is the same). */
export function originalBase(url: string): URL {
  const base = new URL(url.trim());
  base.pathname = `${base.pathname.replace(/\/+$/, '').replace(/\/api$/, '')}/`;
  base.search = '';
  base.hash = '';
  return base;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const dateOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * One list of the old API, as JSON; a refusal or anything but a list stops the run with a clear line.
 * `single`: the route answers one document or null (GET /api/podcast/upcoming), as a list of it.
 */
async function readList(
  base: URL,
  path: string,
  token: string | null,
  signal?: AbortSignal,
  { single = false } = {},
): Promise<Doc[]> {
  const url = new URL(path, base);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(READ_TIMEOUT_MS)])
        : AbortSignal.timeout(READ_TIMEOUT_MS),
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new OriginalSiteError(importMessages.originalUnreachable(url.href, cause));
  }
  if (response.status === 401 && token) throw new OriginalSiteError(importMessages.originalTokenRefused);
  if (!response.ok) {
    await response.body?.cancel();
    throw new OriginalSiteError(
      importMessages.originalUnreachable(url.href, importMessages.mediaStatus(response.status)),
    );
  }
  let body: unknown = await response.json().catch(() => undefined);
  if (single && !Array.isArray(body)) body = body === null ? [] : [body];
  if (!Array.isArray(body)) throw new OriginalSiteError(importMessages.originalNotList(url.href));
  return body.filter(
    (item): item is Doc => typeof item === 'object' && item !== null && typeof item._id === 'string',
  );
}

/** The slug the old site kept, else one made of the title, else one of its id. */
function slugOf(slug: string, title: string, id: string) {
  const kept = slug.trim().toLowerCase();
  if (SLUG_PATTERN.test(kept)) return kept;
  const made = slugify(kept || title)
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 200);
  return SLUG_PATTERN.test(made) ? made : `post-${id}`;
}

export async function importOriginal(
  deps: {
    run: ImportRun;
    tracker: SourceTracker;
    writers: RecordWriters;
    media: MediaImporter;
    /** The council imported executives join: the site's current session. */
    currentSession: () => Promise<string>;
  },
  options: OriginalOptions,
): Promise<void> {
  const { run, tracker, writers, media } = deps;
  const base = originalBase(options.url);
  const token = options.token?.trim() || null;
  const lists = {
    events: await readList(base, 'api/events', token, options.signal),
    // The admin's list has the drafts; the public one the published posts only.
    posts: await readList(base, token ? 'api/posts/all' : 'api/posts', token, options.signal),
    executives: await readList(base, 'api/executives', token, options.signal),
    materials: await readList(base, token ? 'api/materials/all' : 'api/materials', token, options.signal),
    // Without a token: the next episode and the archive (together, every episode there is).
    episodes: token
      ? await readList(base, 'api/podcast/all', token, options.signal)
      : [
          ...(await readList(base, 'api/podcast/upcoming', null, options.signal, { single: true })),
          ...(await readList(base, 'api/podcast/archived', null, options.signal)),
        ],
    // Only an administrator reads them. (Contact messages the original never kept: it e-mailed them.)
    submissions: token ? await readList(base, 'api/submissions/all', token, options.signal) : [],
  };
  // The next episode is never in the archive; were the clock between two reads, it is once anyway.
  lists.episodes = lists.episodes.filter(
    (doc, position) => lists.episodes.findIndex((other) => other._id === doc._id) === position,
  );
  for (const phase of PHASES) run.setTotal(phase, lists[phase].length);
  const session = await deps.currentSession();

  /** Our stored path of an image the old site names; null when there is none or it could not be had. */
  async function image(value: unknown): Promise<string | null> {
    const raw = text(value).trim();
    if (!raw || raw === PLACEHOLDER_IMAGE) return null;
    const url = parseUrl(raw, base);
    if (!url) return null;
    const key = `url:${url.href}`;
    if (!media.has(key)) run.addTotal('media');
    return media.import({
      sourceKey: key,
      url: url.href,
      fetchUrl: url.href,
      name: decodeURIComponent(url.pathname.split('/').pop() || 'image'),
    });
  }

  /** A post's body: its images ours, cleaned, a line for each kind of thing removed. */
  async function body(html: string, notes: string[]) {
    const prepared = paragraphs(html);
    const ours = new Map<string, string | null>();
    for (const url of htmlUrls(prepared).images) ours.set(url, await image(url));
    const { html: clean, removed } = sanitizeImportedHtml(prepared, (url) => ours.get(url.trim()) ?? url);
    for (const kind of removed) notes.push(REMOVED_LINES[kind]);
    return clean;
  }

  const key = (doc: Doc) => `original:${doc._id}`;
  const titleOf = (doc: Doc, field = 'title') => text(doc[field]).trim() || importMessages.untitled;

  async function importPost(doc: Doc) {
    const title = titleOf(doc);
    const author = doc.author as { fullName?: unknown } | string | null | undefined;
    const authorName = typeof author === 'object' && author ? text(author.fullName).trim() : '';
    const published = doc.status === 'published';
    const publishedAt = dateOf(doc.publishedAt);
    const createdAt = dateOf(doc.createdAt);
    const source = {
      title,
      slug: text(doc.slug),
      contentBody: text(doc.contentBody),
      coverImageUrl: text(doc.coverImageUrl),
      author: authorName,
      status: text(doc.status),
      publishedAt: publishedAt?.toISOString() ?? null,
    };
    await importRecord<ImportedPost>(run, tracker, {
      type: 'posts',
      kind: 'post',
      sourceKey: key(doc),
      label: importMessages.record('post', title, key(doc)),
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.posts.currentUpdatedAt,
      prepare: async () => {
        const notes: string[] = [];
        // The original set publishedAt on publishing; an older record without it was published when written.
        const when = publishedAt ?? createdAt;
        if (published && !when) throw new ImportRecordError(importMessages.noDate);
        const values: ImportedPost = {
          title,
          slug: slugOf(source.slug, title, doc._id),
          contentBody: await body(source.contentBody, notes),
          excerpt: null,
          byline: authorName ? cut(authorName, POST_BYLINE_MAX) : null,
          authorName: authorName || importMessages.unknownAuthor,
          coverImageUrl: await image(doc.coverImageUrl),
          status: published ? 'published' : 'draft',
          publishedAt: published ? when : null,
          createdAt,
        };
        return { values, notes };
      },
      check: (values, ownId) => writers.posts.check(values, ownId),
      write: (values, ownId) => writers.posts.save(values, ownId, run),
    });
  }

  async function importEvent(doc: Doc) {
    const title = titleOf(doc);
    const start = dateOf(doc.eventDate);
    const source = {
      title,
      description: text(doc.description),
      eventDate: start?.toISOString() ?? null,
      venue: text(doc.venue),
      imageUrl: text(doc.imageUrl),
      isFeatured: doc.isFeatured === true,
    };
    await importRecord<ImportedEvent>(run, tracker, {
      type: 'events',
      kind: 'event',
      sourceKey: key(doc),
      label: importMessages.record('event', title, key(doc)),
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.events.currentUpdatedAt,
      prepare: async () => {
        if (!start) throw new ImportRecordError(importMessages.noStart);
        const values: ImportedEvent = {
          title,
          description: source.description.trim() || title,
          eventDate: start,
          venue: source.venue.trim() || importMessages.venueUnknown,
          organiser: null,
          isFeatured: source.isFeatured,
          imageUrl: await image(doc.imageUrl),
          createdAt: dateOf(doc.createdAt),
        };
        return { values, notes: [] };
      },
      check: (values) => writers.events.check(values),
      write: (values, ownId) => writers.events.save(values, ownId, run),
    });
  }

  async function importExecutive(doc: Doc) {
    const name = text(doc.name).trim();
    const source = {
      name,
      position: text(doc.position),
      imageUrl: text(doc.imageUrl),
      displayOrder: typeof doc.displayOrder === 'number' ? doc.displayOrder : 0,
      isFeatured: doc.isFeatured === true,
    };
    await importRecord<ImportedExecutive>(run, tracker, {
      type: 'executives',
      kind: 'executive',
      sourceKey: key(doc),
      label: importMessages.record('executive', name || importMessages.untitled, key(doc)),
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.executives.currentUpdatedAt,
      prepare: async () => {
        const values: ImportedExecutive = {
          name,
          position: source.position,
          imageUrl: await image(doc.imageUrl),
          displayOrder: Math.max(0, Math.round(source.displayOrder)),
          isFeatured: source.isFeatured,
          session,
          createdAt: dateOf(doc.createdAt),
        };
        return { values, notes: [] };
      },
      check: (values) => writers.executives.check(values),
      write: (values, ownId) => writers.executives.save(values, ownId, run),
    });
  }

  async function importMaterial(doc: Doc) {
    const title = titleOf(doc);
    const source = {
      title,
      description: text(doc.description),
      level: text(doc.level),
      materialType: text(doc.materialType),
      fileUrl: text(doc.fileUrl),
    };
    await importRecord<ImportedMaterial>(run, tracker, {
      type: 'materials',
      kind: 'material',
      sourceKey: key(doc),
      label: importMessages.record('material', title, key(doc)),
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.materials.currentUpdatedAt,
      prepare: async () => {
        const fileUrl = await image(doc.fileUrl);
        if (!fileUrl) throw new ImportRecordError(importMessages.fileNotImported);
        const values: ImportedMaterial = {
          title,
          description: source.description.trim() || null,
          level: source.level,
          materialType: source.materialType,
          fileUrl,
          createdAt: dateOf(doc.createdAt),
        };
        return { values, notes: [] };
      },
      check: (values) => writers.materials.check(values),
      write: (values, ownId) => writers.materials.save(values, ownId, run),
    });
  }

  async function importEpisode(doc: Doc) {
    const title = titleOf(doc);
    const date = dateOf(doc.episodeDate);
    const source = {
      title,
      description: text(doc.description),
      guestName: text(doc.guestName),
      episodeDate: date?.toISOString() ?? null,
      xSpaceUrl: text(doc.xSpaceUrl),
    };
    await importRecord<ImportedEpisode>(run, tracker, {
      type: 'episodes',
      kind: 'episode',
      sourceKey: key(doc),
      label: importMessages.record('episode', title, key(doc)),
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.episodes.currentUpdatedAt,
      prepare: async () => {
        if (!date) throw new ImportRecordError(importMessages.noDate);
        const values: ImportedEpisode = {
          title,
          description: source.description.trim() || title,
          guestName: source.guestName.trim() || null,
          episodeDate: date,
          xSpaceUrl: source.xSpaceUrl.trim(),
          createdAt: dateOf(doc.createdAt),
        };
        return { values, notes: [] };
      },
      check: (values) => writers.episodes.check(values),
      write: (values, ownId) => writers.episodes.save(values, ownId, run),
    });
  }

  async function importSubmission(doc: Doc) {
    const title = titleOf(doc);
    const status = doc.status === 'approved' || doc.status === 'rejected' ? doc.status : 'pending';
    const source = {
      authorName: text(doc.authorName),
      authorEmail: text(doc.authorEmail),
      title,
      contentBody: text(doc.contentBody),
      suggestedImageUrl: text(doc.suggestedImageUrl),
      status,
    };
    await importRecord<ImportedSubmission>(run, tracker, {
      type: 'submissions',
      kind: 'submission',
      sourceKey: key(doc),
      label: importMessages.record('submission', title, key(doc)),
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.submissions.currentUpdatedAt,
      prepare: async () => {
        const notes: string[] = [];
        const values: ImportedSubmission = {
          name: source.authorName.trim(),
          email: source.authorEmail.trim(),
          title,
          contentBody: await body(source.contentBody, notes),
          imageUrl: await image(doc.suggestedImageUrl),
          status,
          createdAt: dateOf(doc.createdAt),
        };
        return { values, notes };
      },
      check: (values) => writers.submissions.check(values),
      write: (values, ownId) => writers.submissions.save(values, ownId),
    });
  }

  const importers: Record<(typeof PHASES)[number], (doc: Doc) => Promise<void>> = {
    events: importEvent,
    posts: importPost,
    executives: importExecutive,
    materials: importMaterial,
    episodes: importEpisode,
    submissions: importSubmission,
  };
  const cursor = run.resumeFrom;
  const resumeAt = cursor ? PHASES.indexOf(cursor.phase as (typeof PHASES)[number]) : -1;
  for (const [phaseIndex, phase] of PHASES.entries()) {
    if (phaseIndex < resumeAt) continue;
    const start = phaseIndex === resumeAt ? cursor!.done : 0;
    for (const [position, doc] of lists[phase].entries()) {
      if (position < start) continue;
      if (options.signal?.aborted) throw options.signal.reason;
      await importers[phase](doc);
      await run.checkpoint({ phase, done: position + 1 });
    }
  }
}
