import { z } from 'zod';
import { ARCHIVE_QUERY_MAX_LENGTH, EPISODE_STATUSES } from './constants.ts';
import { dateTime, optionalText, recordMeta, requiredText, webUrl } from './fields.ts';
import { pageQuery } from './page-query.ts';
import type { PageRequest } from './pagination.ts';
import { searchMessages } from './search-messages.ts';

/** status is computed by the server from episodeDate (spec §4); a client's value is ignored. */
export const episodeInput = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000, { multiline: true }),
  guestName: optionalText('Guest Name', 120),
  episodeDate: dateTime('Date & Time'),
  xSpaceUrl: webUrl('X Space Link'),
});
export type EpisodeInput = z.input<typeof episodeInput>;

export const episode = z.object({
  ...recordMeta,
  title: z.string(),
  description: z.string(),
  guestName: z.string().nullable(),
  episodeDate: z.string(),
  xSpaceUrl: z.string(),
  status: z.enum(EPISODE_STATUSES),
});
export type Episode = z.infer<typeof episode>;
export const episodeList = z.array(episode);

/**
 * GET /api/podcast/archived: a page of past episodes, with `q` matched in the title or the guest's
 * name, case and accents aside (spec §2). A blank `q` is no search.
 */
export const archiveQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .max(ARCHIVE_QUERY_MAX_LENGTH, searchMessages.queryTooLong(ARCHIVE_QUERY_MAX_LENGTH))
    .optional()
    .transform((q) => q || undefined),
});
export type ArchiveQuery = PageRequest & { q?: string | undefined };
