import { z } from 'zod';
import { adminListColumns, adminListQuery } from './admin-list-query.ts';
import { optionalText } from './fields.ts';
import { pageQuery } from './page-query.ts';

/** The most an alt text may hold: a sentence or two, as screen readers read it whole. */
export const ALT_MAX_LENGTH = 300;
/** The longest search a media query takes (a file name and a word or two). */
export const MEDIA_QUERY_MAX_LENGTH = 100;

/**
 * GET /api/media: a page of the library, newest first unless `sort` names a column (decision 018),
 * optionally searched by file name and alt text (by word beginnings, hence its own shorter `q`).
 */
export const mediaQuery = pageQuery.extend({
  sort: adminListQuery(adminListColumns.media).shape.sort,
  q: optionalText('Search', MEDIA_QUERY_MAX_LENGTH),
  /** Images only (the image fields' picker) or documents only. */
  kind: z.enum(['image', 'document'], { error: 'Kind must be image or document.' }).optional(),
  /** The one item stored under this URL's file (an image field names what it holds). */
  url: z.string().max(2000, 'URL must be at most 2000 characters.').optional(),
});
export type MediaQuery = z.input<typeof mediaQuery>;

/** PATCH /api/media/{id}: the alt text ('' or null clears it). */
export const mediaAltInput = z.object({
  alt: optionalText('Alt text', ALT_MAX_LENGTH).transform((value) => value ?? ''),
});
export type MediaAltInput = z.input<typeof mediaAltInput>;

/** Where a library item is used: a record that links to it, with the admin screen to edit it. */
export const mediaUse = z.object({
  type: z.enum(['post', 'event', 'executive', 'material', 'submission', 'settings']),
  id: z.string(),
  title: z.string(),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const mediaItem = z.object({
  _id: z.string(),
  /** The URL to show or link it by (this app's /uploads/<key>, or the bucket's public URL). */
  url: z.string(),
  /** The name the file had when it was uploaded (for files stored before the library: the stored name). */
  originalName: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  usedBy: z.array(mediaUse),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaList = z.array(mediaItem);

/** Alt texts by stored key, as public reads attach them to the images they show. */
export type AltLookup = (url: string | null | undefined) => string | null;

/** The storage key an upload URL names (`/uploads/<key>`, `https://cdn/…/<key>`), or null. */
export function uploadKeyOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /(?:^|\/)([a-f0-9]{32}(?:_\d{1,5}x\d{1,5})?\.[a-z]+)(?:$|[?#])/.exec(url);
  return match?.[1] ?? null;
}

const UNITS = ['bytes', 'kB', 'MB', 'GB'] as const;

/** A size as people read it: "850 bytes", "12 kB", "1.2 MB" (decimal units, as file managers show). */
export function humanSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}
