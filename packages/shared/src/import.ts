import { z } from 'zod';

/**
 * Moving in (issue 29, decisions.md Additions 2026-11-26, Import): a society's whole site brought
 * over from the original site's API or a WordPress export, by `npm run import` or the admin screen.
 * The report below is one shape for both: the command line prints it, GET /api/import/{id} answers it.
 */

export const IMPORT_KINDS = ['original', 'wordpress'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * The kinds of records an import counts, in the order the report lists them. WordPress brings posts,
 * pages (as posts, only when asked), events and media; the original site the others as well.
 */
export const IMPORT_RECORD_TYPES = [
  'media',
  'posts',
  'pages',
  'events',
  'executives',
  'materials',
  'episodes',
  'messages',
  'submissions',
] as const;
export type ImportRecordType = (typeof IMPORT_RECORD_TYPES)[number];

/** How the report names each type (the terminal's lines, the admin screen's rows). */
export const IMPORT_TYPE_LABELS: Record<ImportRecordType, string> = {
  media: 'Media',
  posts: 'Posts',
  pages: 'Pages',
  events: 'Events',
  executives: 'Executives',
  materials: 'Materials',
  episodes: 'Podcast episodes',
  messages: 'Contact messages',
  submissions: 'Submissions',
};

/** What became of the records of one type. */
export const IMPORT_OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importCount = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type ImportCount = z.infer<typeof importCount>;

/** One line of the report: the record it is about (its type, title and source) and what happened. */
export const importProblem = z.object({ record: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

/** The most problem lines a report keeps; past it, one line says how many more there were. */
export const IMPORT_PROBLEMS_KEPT = 1000;

/** GET /api/import/{id}, and what `npm run import` prints at the end. */
export const importReport = z.object({
  id: z.string().nullable(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  dryRun: z.boolean(),
  /** Per type: what was (or, in a dry run, would be) created, updated, skipped and failed. */
  counts: z.partialRecord(z.enum(IMPORT_RECORD_TYPES), importCount),
  /** Per type: how many records the source holds, once known (the progress bars' ends). */
  totals: z.partialRecord(z.enum(IMPORT_RECORD_TYPES), z.number().int()),
  problems: z.array(importProblem),
  /** Why a failed import stopped (a refused file, an unreachable site); null otherwise. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReport>;

/** An http(s) address without a user name or password in it. */
const httpAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { message },
    );

/**
 * Where to fetch a WordPress site's media from (`--media-from`, the form's `mediaFrom`): an http(s)
 * address; its host name is the import's source, the one host media may come from at any address.
 */
export const mediaFromField = httpAddress('Media from must be an http:// or https:// address.');

/**
 * The original site's address (`npm run import -- original URL`, the form's `url`): its API answers
 * under /api; its host name is the import's source, the one host media may come from at any address.
 */
export const originalUrlField = httpAddress(
  "The original site's address must be an http:// or https:// address.",
);

/** The largest WordPress export the admin screen takes (a 2,000-post export is about 50 MB). */
export const IMPORT_FILE_MAX_MB = 200;
export const IMPORT_FILE_MAX_BYTES = IMPORT_FILE_MAX_MB * 1024 * 1024;

/** POST /api/import as JSON: the original site (decisions.md, Import). The token is never kept. */
export const importOriginalInput = z.object({
  kind: z.literal('original', {
    error: 'kind must be "original" (a WordPress export is sent as multipart/form-data).',
  }),
  url: originalUrlField,
  token: z
    .string()
    .trim()
    .max(4000, { error: 'The token is longer than 4,000 characters.' })
    .nullish()
    .transform((token) => token || null),
  dryRun: z.boolean().optional().default(false),
});
export type ImportOriginalInput = z.input<typeof importOriginalInput>;

/** POST /api/import's multipart fields beside `file`, as text (a check box sends "on"). */
export const importWordPressFields = z.object({
  kind: z.literal('wordpress', { error: 'kind must be "wordpress" for an uploaded export.' }),
  mediaFrom: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(mediaFromField.optional()),
  pages: z.stringbool({ error: 'pages must be true or false.' }).optional().default(false),
  dryRun: z.stringbool({ error: 'dryRun must be true or false.' }).optional().default(false),
});

/** POST /api/import's answer: the job started (202). */
export const importStarted = z.object({ id: z.string() });

/** GET /api/import/{id}: the report, and what was imported (the address or the file's name). */
export const importJobReport = importReport.extend({ source: z.string() });
export type ImportJobReport = z.infer<typeof importJobReport>;

/** GET /api/import: the job running, else the latest one, so the admin screen finds it after a reload. */
export const importCurrent = z.object({ job: importJobReport.nullable() });

/** The problem lines and texts of an import. */
export const importMessages = {
  /** How a record is named in a problem line: `post "Title" (wordpress:12)`. */
  record: (type: string, title: string, source: string) =>
    `${type} "${title.length > 80 ? `${title.slice(0, 79)}…` : title}" (${source})`,
  untitled: 'Untitled',
  unknownAuthor: 'Unknown author',
  /** An event of the calendar without a venue: the field is required here. */
  venueUnknown: 'To be announced',
  /** Who the audit log names for a run of `npm run import` (no account signs in there). */
  commandLineActor: 'Import (command line)',
  editedHere: 'Edited here since the last import: not overwritten.',
  deletedHere: 'Deleted here since the last import: not brought back.',
  slugTaken: (slug: string) => `The slug "${slug}" is taken by a different post: not imported.`,
  invalid: (reason: string) => `Not imported: ${reason}`,
  statusNotImported: (status: string) => `Its status "${status}" is not imported.`,
  pagesNotAsked: 'Pages are imported only when asked (--pages, or "Include pages" on the admin screen).',
  passwordProtected: 'It was password-protected: imported as a draft.',
  privateOrPending: (status: string) => `Its status was "${status}": imported as a draft.`,
  scriptRemoved: 'A script was removed from its content.',
  javascriptLinkRemoved: 'A javascript: link was removed from its content.',
  handlerRemoved: 'An event handler attribute (on…) was removed from its content.',
  embedRemoved: 'An embedded frame or object was removed from its content.',
  attachmentMissing: (id: string) => `Its image (attachment ${id}) is not in the export.`,
  noDate: 'It has no usable date.',
  noStart: 'It has no usable start date.',
  // Media
  mediaUnreachable: (url: string, reason: string) => `${url} could not be fetched: ${reason}`,
  mediaPrivateAddress: (url: string) =>
    `${url} points to a private, loopback or link-local address: not fetched.`,
  mediaBadScheme: (url: string) => `${url} is not an http:// or https:// address: not fetched.`,
  mediaTooLarge: (url: string, mb: number) => `${url} is larger than ${mb} MB: not imported.`,
  mediaRefused: (url: string, reason: string) => `${url} was refused: ${reason}`,
  mediaTooManyRedirects: 'too many redirects',
  mediaTimeout: 'no answer in time',
  mediaStatus: (status: number) => `the server answered ${status}`,
  // The original site
  originalUnreachable: (url: string, reason: string) =>
    `The original site's ${url} could not be read: ${reason}`,
  originalNotList: (url: string) =>
    `The original site's ${url} did not answer a list: is it the site's address?`,
  fileNotImported: 'Its file could not be imported (the line above says why): not imported.',
  originalTokenRefused: 'The original site refused the token (401): nothing more was read with it.',
  // The file
  notWordPress: 'This file is not a WordPress export (WXR): no <rss> with a <channel>.',
  doctypeRefused:
    'The file declares a DOCTYPE (entities), which a WordPress export never does: refused, nothing imported.',
  xmlBroken: (reason: string) => `The file is not well-formed XML: ${reason}`,
  elementTooLarge: (mb: number) => `One element of the file is larger than ${mb} MB: refused.`,
  fileUnreadable: (reason: string) => `The file could not be read: ${reason}`,
  moreProblems: (count: number) => `…and ${count} more.`,
  interrupted: 'Interrupted: run it again to go on (what was imported stays).',
  alreadyRunning: 'Another import is running: one at a time.',
  // The admin screen (decision 037)
  fileMissing: 'Choose the WordPress export (.xml) to import.',
  fileTooLarge: (mb: number) =>
    `The export is larger than ${mb} MB: export it from WordPress in parts (Tools → Export, by date) and import each.`,
  wordpressAsMultipart: 'Send a WordPress export as multipart/form-data, with the file in the field "file".',
  jobNotFound: 'No such import.',
  /** A server restarted during an import of the original site run with a token (never kept). */
  tokenNotKept:
    "The server restarted during the import, and the original site's token is never kept: start it again with the token to go on (what was imported stays).",
  /** A server restarted during a WordPress import and its uploaded file is not on this server. */
  fileNotKept:
    'The server restarted during the import, and the uploaded export is not on this server: upload it again to go on (what was imported stays).',
  auditStarted: (source: string, dryRun: boolean) =>
    dryRun ? `Dry run of the import of ${source} started` : `Import of ${source} started`,
  auditEnded: (source: string, dryRun: boolean, outcome: string) =>
    `${dryRun ? 'Dry run of the import' : 'Import'} of ${source}: ${outcome}`,
} as const;
