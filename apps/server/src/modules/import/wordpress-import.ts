import type { Readable } from 'node:stream';
import { slugify } from '@lss/shared/constants';
import { toInstant } from '@lss/shared/fields';
import { type ImportRecordType, importMessages } from '@lss/shared/import';
import { plainText } from '@lss/shared/plain-text';
import { POST_BYLINE_MAX, POST_OWN_EXCERPT_MAX } from '@lss/shared/post-summary';
import { SLUG_PATTERN } from '@lss/shared/posts';
import { htmlUrls, type RemovedFromHtml, sanitizeImportedHtml } from '../../lib/html.ts';
import type { MediaImporter, MediaSource } from './import-media.ts';
import {
  type ImportedEvent,
  type ImportedPost,
  ImportRecordError,
  importRecord,
  type RecordWriters,
} from './import-records.ts';
import type { ImportRun } from './import-run.ts';
import type { SourceTracker } from './import-sources.ts';
import { fingerprintOf } from './import-sources.ts';
import { readWxr, type WxrChannel, type WxrItem } from './wxr-reader.ts';

/**
 * A WordPress export (WXR) brought in (issue 29): posts (published, scheduled and drafts, with
 * their dates, excerpts, authors as bylines, featured and inline images), pages as posts when asked,
 * every attachment into the media library, and The Events Calendar's events with their start,
 * venue, organiser and image. The file is read twice as a stream: first for what items point to
 * (authors, attachments, venues, organisers: small) and how many there are, then for the records.
 */

export type WordPressOptions = {
  /** A new stream of the export each time it is called (it is read twice). */
  open: () => Readable;
  /** Where the site's own addresses are fetched from (the same paths); its host name is the source. */
  mediaFrom?: string | null;
  /** Pages become posts too. */
  pages?: boolean;
  signal?: AbortSignal;
};

type Attachment = { id: string; url: string; file: string; alt: string; title: string };

/** What the first reading keeps: the export's site and what its items point to. */
type ExportIndex = {
  channel: WxrChannel;
  attachments: Map<string, Attachment>;
  /** An attachment's file (and each WordPress-made size of it) → its id. */
  attachmentByFile: Map<string, string>;
  venues: Map<string, string>;
  organisers: Map<string, string>;
  totals: Partial<Record<ImportRecordType, number>>;
};

/** The part of an uploads address after `/uploads/`, lower-cased: `2025/01/law-library.jpg`. */
function uploadsPath(url: string): string | null {
  const match = /\/uploads\/(.+)$/i.exec(url.split(/[?#]/)[0] ?? '');
  return match ? decodeURIComponentSafe(match[1]!).toLowerCase() : null;
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The original's file of a size WordPress made (`-300x169`, `-scaled`, `-rotated`). */
const originalFile = (file: string) => file.replace(/-(\d+x\d+|scaled|rotated)(\.[a-z0-9]+)$/i, '$2');

const DRAFT_STATUSES = new Set(['draft', 'pending', 'private']);
const PUBLISHED_STATUSES = new Set(['publish', 'future']);
const ZERO_DATE = /^0000-00-00/;

/** `Y-m-d H:i:s` in UTC, else the same in `timeZone`; null when neither is a date. */
function instantOf(utc: string | undefined, local: string | undefined, timeZone: string): Date | null {
  const shape = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
  if (utc && !ZERO_DATE.test(utc) && shape.test(utc.trim())) {
    const date = new Date(`${utc.trim().replace(' ', 'T')}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  if (local && !ZERO_DATE.test(local) && shape.test(local.trim())) {
    try {
      const date = toInstant(local.trim().replace(' ', 'T'), timeZone);
      if (!Number.isNaN(date.getTime())) return date;
    } catch {
      return null;
    }
  }
  return null;
}

/** WordPress's [caption] shortcode as the figure it stands for. */
function captionsAsFigures(html: string) {
  return html.replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/gi, (_whole, inner: string) => {
    const match = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    if (!match) return inner;
    const caption = match[2]!.trim();
    return `<figure>${match[1]}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
  });
}

/** Text written in the classic editor has blank lines for paragraphs (wpautop); blocks have tags. */
export function paragraphs(html: string) {
  if (/<(p|div|h[1-6]|ul|ol|figure|blockquote|table|pre)\b/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export const REMOVED_LINES: Record<RemovedFromHtml, string> = {
  script: importMessages.scriptRemoved,
  javascriptLink: importMessages.javascriptLinkRemoved,
  handler: importMessages.handlerRemoved,
  embed: importMessages.embedRemoved,
};

/** Plain text of HTML, a paragraph a block (an event's description). */
export function htmlToText(html: string) {
  return html
    .split(/<\/(?:p|div|h[1-6]|li|blockquote|figure|pre|tr)>|<br\s*\/?>/i)
    .map((block) => plainText(block))
    .filter(Boolean)
    .join('\n\n');
}

export const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export async function importWordPress(
  deps: { run: ImportRun; tracker: (origin: string) => SourceTracker; writers: RecordWriters },
  media: (origin: string, sourceHost: string | null) => MediaImporter,
  options: WordPressOptions & { timeZone: string },
): Promise<void> {
  const { run, writers } = deps;
  const index = await readIndex(options);
  const siteUrl = parseUrl(index.channel.siteUrl);
  const origin = siteUrl ? siteUrl.origin : index.channel.siteUrl || 'wordpress';
  const mediaFrom = options.mediaFrom ? new URL(options.mediaFrom) : null;
  const tracker = deps.tracker(origin);
  const mediaImporter = media(origin, mediaFrom ? mediaFrom.hostname.replace(/^\[(.*)\]$/, '$1') : null);
  for (const [type, total] of Object.entries(index.totals)) run.setTotal(type as ImportRecordType, total);

  /** Where an address of the export is fetched from: the site's own under mediaFrom (same path). */
  const fetchUrlOf = (url: string) => {
    const absolute = parseUrl(url, siteUrl ?? undefined);
    if (!absolute) return url;
    if (mediaFrom && siteUrl && absolute.hostname === siteUrl.hostname) {
      return new URL(absolute.pathname + absolute.search, mediaFrom).href;
    }
    return absolute.href;
  };
  const attachmentSource = (attachment: Attachment): MediaSource => ({
    sourceKey: `wordpress:${attachment.id}`,
    url: attachment.url,
    fetchUrl: fetchUrlOf(attachment.url),
    name: attachment.file.split('/').pop() || attachment.title || `attachment-${attachment.id}`,
    alt: attachment.alt,
  });
  /** An address in a post: the attachment it is a size of, else the file at that address. */
  const mediaSourceOf = (url: string): (MediaSource & { attachment?: true }) | null => {
    const absolute = parseUrl(url, siteUrl ?? undefined);
    if (!absolute) return null;
    const path = uploadsPath(absolute.href);
    const id = path
      ? (index.attachmentByFile.get(path) ?? index.attachmentByFile.get(originalFile(path)))
      : null;
    const attachment = id ? index.attachments.get(id) : undefined;
    if (attachment) return { ...attachmentSource(attachment), attachment: true };
    const key = `url:${absolute.href}`;
    if (!mediaImporter.has(key)) run.addTotal('media');
    return {
      sourceKey: key,
      url: absolute.href,
      fetchUrl: fetchUrlOf(absolute.href),
      name: absolute.pathname.split('/').pop() || 'image',
    };
  };

  // The media library first: every attachment, whether or not a record shows it.
  const cursor = run.resumeFrom;
  const attachments = [...index.attachments.values()];
  const mediaStart =
    cursor?.phase === 'media' ? cursor.done : cursor?.phase === 'records' ? attachments.length : 0;
  for (const [position, attachment] of attachments.entries()) {
    if (position < mediaStart) continue;
    if (options.signal?.aborted) throw options.signal.reason;
    await mediaImporter.import(attachmentSource(attachment));
    await run.checkpoint({ phase: 'media', done: position + 1 });
  }
  await run.checkpoint({ phase: 'records', done: cursor?.phase === 'records' ? cursor.done : 0 }, true);

  /** A post's body: shortcodes and paragraphs as HTML, images ours, cleaned, with a line per kind removed. */
  async function body(html: string, notes: string[]) {
    const prepared = paragraphs(captionsAsFigures(html));
    const { images, links } = htmlUrls(prepared);
    const ours = new Map<string, string | null>();
    for (const url of images) {
      const source = mediaSourceOf(url);
      if (source) ours.set(url, await mediaImporter.import(source, { quiet: source.attachment }));
    }
    // A link to an image's file (the full size, around the picture) leads to our copy.
    for (const url of links) {
      const absolute = parseUrl(url, siteUrl ?? undefined);
      const path = absolute ? uploadsPath(absolute.href) : null;
      const id = path
        ? (index.attachmentByFile.get(path) ?? index.attachmentByFile.get(originalFile(path)))
        : null;
      const attachment = id ? index.attachments.get(id) : undefined;
      if (attachment)
        ours.set(url, await mediaImporter.import(attachmentSource(attachment), { quiet: true }));
    }
    const { html: clean, removed } = sanitizeImportedHtml(prepared, (url) => ours.get(url.trim()) ?? url);
    for (const kind of removed) notes.push(REMOVED_LINES[kind]);
    return clean;
  }

  async function featuredImage(item: WxrItem, notes: string[]) {
    const id = item.meta.get('_thumbnail_id')?.trim();
    if (!id) return null;
    const attachment = index.attachments.get(id);
    if (!attachment) {
      notes.push(importMessages.attachmentMissing(id));
      return null;
    }
    return mediaImporter.import(attachmentSource(attachment), { quiet: true });
  }

  const authorOf = (item: WxrItem) => index.channel.authors.get(item.creator) ?? item.creator;

  async function importPost(item: WxrItem, type: 'posts' | 'pages') {
    const sourceKey = `wordpress:${item.postId}`;
    const title = item.title.trim() || importMessages.untitled;
    const label = importMessages.record(type === 'pages' ? 'page' : 'post', title, sourceKey);
    if (type === 'pages' && !options.pages) {
      run.problem(label, importMessages.pagesNotAsked);
      return run.tally(type, 'skipped');
    }
    if (!PUBLISHED_STATUSES.has(item.status) && !DRAFT_STATUSES.has(item.status)) {
      run.problem(label, importMessages.statusNotImported(item.status));
      return run.tally(type, 'skipped');
    }
    if (item.oversized) {
      run.problem(label, importMessages.invalid('Content is too long.'));
      return run.tally(type, 'failed');
    }
    const author = authorOf(item);
    const published = PUBLISHED_STATUSES.has(item.status) && !item.password;
    const date = instantOf(item.postDateGmt, item.postDate, options.timeZone);
    const excerpt = plainText(item.excerpt);
    const source = {
      title,
      slug: item.slug,
      status: item.status,
      password: Boolean(item.password),
      date: date?.toISOString() ?? null,
      excerpt,
      author,
      content: item.content,
      thumbnail: index.attachments.get(item.meta.get('_thumbnail_id')?.trim() ?? '')?.url ?? null,
    };
    await importRecord<ImportedPost>(run, tracker, {
      type,
      kind: 'post',
      sourceKey,
      label,
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.posts.currentUpdatedAt,
      prepare: async () => {
        const notes: string[] = [];
        if (item.password) notes.push(importMessages.passwordProtected);
        else if (item.status === 'pending' || item.status === 'private') {
          notes.push(importMessages.privateOrPending(item.status));
        }
        if (published && !date) throw new ImportRecordError(importMessages.noDate);
        const values: ImportedPost = {
          title,
          slug: slugOf(item, title),
          contentBody: await body(item.content, notes),
          excerpt: excerpt ? cut(excerpt, POST_OWN_EXCERPT_MAX) : null,
          byline: author ? cut(author, POST_BYLINE_MAX) : null,
          authorName: author || importMessages.unknownAuthor,
          coverImageUrl: await featuredImage(item, notes),
          status: published ? 'published' : 'draft',
          publishedAt: published ? date : null,
          createdAt: date,
        };
        return { values, notes };
      },
      check: (values, ownId) => writers.posts.check(values, ownId),
      write: (values, ownId) => writers.posts.save(values, ownId, run),
    });
  }

  async function importEvent(item: WxrItem) {
    const sourceKey = `wordpress:${item.postId}`;
    const title = item.title.trim() || importMessages.untitled;
    const label = importMessages.record('event', title, sourceKey);
    // Events here have no drafts: only what the calendar showed comes.
    if (!PUBLISHED_STATUSES.has(item.status)) {
      run.problem(label, importMessages.statusNotImported(item.status));
      return run.tally('events', 'skipped');
    }
    if (item.oversized) {
      run.problem(label, importMessages.invalid('Description is too long.'));
      return run.tally('events', 'failed');
    }
    const meta = (key: string) => item.meta.get(key)?.trim() ?? '';
    const start = instantOf(
      meta('_EventStartDateUTC'),
      meta('_EventStartDate'),
      meta('_EventTimezone') || options.timeZone,
    );
    const venue = index.venues.get(meta('_EventVenueID')) ?? null;
    const organiser = index.organisers.get(meta('_EventOrganizerID')) ?? null;
    const source = {
      title,
      status: item.status,
      start: start?.toISOString() ?? null,
      venue,
      organiser,
      featured: meta('_tribe_featured'),
      content: item.content,
      excerpt: item.excerpt,
      thumbnail: index.attachments.get(meta('_thumbnail_id'))?.url ?? null,
    };
    await importRecord<ImportedEvent>(run, tracker, {
      type: 'events',
      kind: 'event',
      sourceKey,
      label,
      fingerprint: fingerprintOf(source),
      currentUpdatedAt: writers.events.currentUpdatedAt,
      prepare: async () => {
        const notes: string[] = [];
        if (!start) throw new ImportRecordError(importMessages.noStart);
        const { html, removed } = sanitizeImportedHtml(paragraphs(item.content));
        for (const kind of removed) notes.push(REMOVED_LINES[kind]);
        const description = htmlToText(html) || plainText(item.excerpt) || title;
        const values: ImportedEvent = {
          title,
          description,
          eventDate: start,
          venue: venue ?? importMessages.venueUnknown,
          organiser,
          isFeatured: meta('_tribe_featured') === '1' || meta('_tribe_featured') === 'yes',
          imageUrl: await featuredImage(item, notes),
          createdAt: instantOf(item.postDateGmt, item.postDate, options.timeZone),
        };
        return { values, notes };
      },
      check: (values) => writers.events.check(values),
      write: (values, ownId) => writers.events.save(values, ownId, run),
    });
  }

  const recordStart = cursor?.phase === 'records' ? cursor.done : 0;
  await readWxr(
    options.open(),
    {
      item: async (item, position) => {
        if (position < recordStart) return;
        if (item.postType === 'post') await importPost(item, 'posts');
        else if (item.postType === 'page') await importPost(item, 'pages');
        else if (item.postType === 'tribe_events') await importEvent(item);
        await run.checkpoint({ phase: 'records', done: position + 1 });
      },
    },
    options.signal,
  );
}

/** The slug WordPress kept (percent-decoded), else one made of the title, else one of its id. */
function slugOf(item: WxrItem, title: string) {
  const kept = decodeURIComponentSafe(item.slug).toLowerCase();
  if (SLUG_PATTERN.test(kept)) return kept;
  const made = slugify(kept || title)
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 200);
  return SLUG_PATTERN.test(made) ? made : `${item.postType}-${item.postId}`;
}

export function parseUrl(value: string, base?: URL): URL | null {
  try {
    return new URL(value.trim(), base);
  } catch {
    return null;
  }
}

async function readIndex(options: WordPressOptions): Promise<ExportIndex> {
  const index: ExportIndex = {
    channel: { siteUrl: '', authors: new Map() },
    attachments: new Map(),
    attachmentByFile: new Map(),
    venues: new Map(),
    organisers: new Map(),
    totals: { media: 0, posts: 0, pages: 0, events: 0 },
  };
  const totals = { media: 0, posts: 0, pages: 0, events: 0 };
  index.totals = totals;
  await readWxr(
    options.open(),
    {
      channel: (channel) => {
        index.channel = channel;
      },
      item: (item) => {
        if (item.postType === 'attachment') {
          const url = item.attachmentUrl || item.guid;
          const file = (item.meta.get('_wp_attached_file') ?? uploadsPath(url) ?? '').trim();
          index.attachments.set(item.postId, {
            id: item.postId,
            url,
            file,
            alt: (item.meta.get('_wp_attachment_image_alt') ?? '').trim(),
            title: item.title,
          });
          const key = file.toLowerCase();
          if (key) {
            index.attachmentByFile.set(key, item.postId);
            index.attachmentByFile.set(originalFile(key), item.postId);
          }
          totals.media += 1;
        } else if (item.postType === 'post') totals.posts += 1;
        else if (item.postType === 'page') totals.pages += 1;
        else if (item.postType === 'tribe_events') totals.events += 1;
        else if (item.postType === 'tribe_venue') index.venues.set(item.postId, item.title.trim());
        else if (item.postType === 'tribe_organizer') index.organisers.set(item.postId, item.title.trim());
      },
    },
    options.signal,
  );
  return index;
}
