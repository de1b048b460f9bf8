import { z } from 'zod';
import { pageQuery, pageSchema, resolvePageRequest } from './page-query.ts';
import type { Page } from './pagination.ts';
import { searchMessages } from './search-messages.ts';

export const SEARCH_KINDS = ['posts', 'events', 'materials', 'episodes'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query searched: each word is one more index lookup, so its cost is bounded too. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const searchQuery = z
  .object({
    q: z
      .string({ error: searchMessages.queryRequired })
      .trim()
      .min(1, searchMessages.queryRequired)
      .max(SEARCH_QUERY_MAX_LENGTH, searchMessages.queryTooLong(SEARCH_QUERY_MAX_LENGTH)),
    ...pageQuery.shape,
  })
  .overwrite(resolvePageRequest);

/** One spelling per search (case and spacing do not change the results): the cache's key. */
export const normaliseSearchQuery = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A piece of a result's snippet: plain text, never HTML; `match` pieces are the words the search
 * found. A snippet cut from the middle of its text starts or ends with "…".
 */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });

export const searchHit = z.object({
  _id: z.string(),
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  /** Where the result lives on the site (a page path, or the file for a material). */
  url: z.string(),
  date: z.string().nullable(),
  snippet: z.array(snippetPart),
});
export type SearchHit = z.infer<typeof searchHit>;

/** A page of hits, best first across every kind (GET /api/search sends `items` as its body). */
export const searchPage = pageSchema(searchHit);
export type SearchPage = Page<SearchHit>;
