/** Business constants of spec §9 and the rules of spec §4–§5 that both sides apply. */

export const LEVELS = ['100L', '200L', '300L', '400L', '500L'] as const;
export type Level = (typeof LEVELS)[number];
export const DEFAULT_LEVEL: Level = '100L';
/** A member's level: a year of study as for materials, or past them (issue 27). */
export const MEMBER_LEVELS = [...LEVELS, 'Postgraduate', 'Alumni'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export const MATERIAL_TYPES = ['Lecture Note', 'Past Question', 'Handout', 'Textbook'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const DEFAULT_MATERIAL_TYPE: MaterialType = 'Lecture Note';

/** The value of a materials filter that means "no filter" (spec §7). */
export const FILTER_ALL = 'all';

export const FILE_TYPES = ['PDF', 'DOC', 'DOCX', 'Image', 'File'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** How a post revision came about: a save, an autosave of a draft, or a restore of an older one. */
export const POST_REVISION_KINDS = ['save', 'autosave', 'restore'] as const;
export type PostRevisionKind = (typeof POST_REVISION_KINDS)[number];
/** How many saved versions of a post are kept (issue 16). */
export const POST_REVISIONS_KEPT = 20;

export const EPISODE_STATUSES = ['Upcoming', 'Archived'] as const;
export type EpisodeStatus = (typeof EPISODE_STATUSES)[number];

export const DEFAULT_DISPLAY_ORDER = 0;

/** One toast area: top-right, closes after 3 s (decisions.md, Pages). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_HOTKEY = ['altKey', 'KeyT'] as const;

export const COUNTDOWN_REFRESH_MS = 1000;

/**
 * Public pages print dates in the society's time zone, so the server-rendered text and the hydrated
 * text agree and an event's time is the time where it takes place (University of Ilorin: WAT).
 */
export const SITE_TIME_ZONE = 'Africa/Lagos';
/** West Africa Time is UTC+1 all year: Nigeria keeps no daylight saving time. */
export const SITE_UTC_OFFSET_MINUTES = 60;
export const RICH_TEXT_EDITOR_HEIGHT = 500;

/** Local storage key of the login response (spec §3). */
export const SESSION_STORAGE_KEY = 'userInfo';

export const API_BASE_PATH = '/api';
export const UPLOADS_PATH = '/uploads';

/** Where the web build's hashed files (scripts, stylesheets, fonts) are served. */
export const ASSETS_PATH = '/assets';
export const UPLOAD_FIELD_NAME = 'image';
/** The other multipart field an upload is taken from: the society's original front end sends `file` (decision 024). */
export const UPLOAD_FIELD_ALIAS = 'file';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The longest podcast archive search: the same bound as site search. Here, not in podcast.ts, so the
 * /podcast page can cut its query without loading zod into every public page's code.
 */
export const ARCHIVE_QUERY_MAX_LENGTH = 200;

/**
 * Spec §5: lower-cased, trimmed, whitespace runs become a hyphen, characters other than word
 * characters and hyphens are removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
}

const FILE_TYPE_BY_EXTENSION: Record<string, FileType> = {
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
  jpg: 'Image',
  jpeg: 'Image',
  png: 'Image',
  gif: 'Image',
};

/** Spec §4: the material file type comes from the uploaded file's extension. */
export function fileTypeFromName(name: string): FileType {
  const path = name.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  if (dot <= slash + 0 || dot === path.length - 1) return 'File';
  const extension = path.slice(dot + 1).toLowerCase();
  return FILE_TYPE_BY_EXTENSION[extension] ?? 'File';
}

/** Spec §4: an episode is Upcoming while its date is later than now, else Archived. */
export function episodeStatusAt(episodeDate: Date | string, now: Date = new Date()): EpisodeStatus {
  return new Date(episodeDate).getTime() > now.getTime() ? 'Upcoming' : 'Archived';
}
