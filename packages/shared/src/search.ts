import { z } from 'zod';
import { searchMessages } from './messages.ts';

export const SEARCH_KINDS = ['posts', 'events', 'materials', 'episodes'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query searched: each word is one more index lookup, so its cost is bounded too. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const searchQuery = z.object({
  q: z
    .string({ error: searchMessages.queryRequired })
    .trim()
    .min(1, searchMessages.queryRequired)
    .max(SEARCH_QUERY_MAX_LENGTH, searchMessages.queryTooLong(SEARCH_QUERY_MAX_LENGTH)),
});

/** One spelling per search (case and spacing do not change the results): the cache's key. */
export const normaliseSearchQuery = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

/** A piece of a result's snippet; `match` pieces are the words the search found. */
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

export const searchResults = z.object({
  query: z.string(),
  total: z.number(),
  posts: z.array(searchHit),
  events: z.array(searchHit),
  materials: z.array(searchHit),
  episodes: z.array(searchHit),
});
export type SearchResults = z.infer<typeof searchResults>;
