import { z } from 'zod';

export const SEARCH_KINDS = ['posts', 'events', 'materials', 'episodes'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuery = z.object({
  q: z
    .string({ error: 'Enter something to search for.' })
    .trim()
    .min(1, 'Enter something to search for.')
    .max(200, 'Search for at most 200 characters.'),
});

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
