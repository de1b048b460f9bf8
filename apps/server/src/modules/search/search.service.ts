import type { SearchHit, SearchKind, SearchResults } from '@lss/shared/search';
import { MATCH_END, MATCH_START, type SearchRepository, type SearchRow } from './search.repository.ts';

/** Results per kind: at most 40 hits in all, whatever the query. */
export const LIMIT_PER_KIND = 10;

/** Splits a highlighted headline into plain text pieces, so no HTML ever travels in a snippet. */
export function snippetParts(headline: string): SearchHit['snippet'] {
  const parts: SearchHit['snippet'] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    const text = piece.replace(/\s+/g, ' ');
    if (text) parts.push({ text, match: index % 2 === 1 });
  }
  return parts;
}

function toHit(kind: SearchKind, url: (row: SearchRow) => string) {
  return (row: SearchRow): SearchHit => ({
    _id: row.id,
    kind,
    title: row.title,
    url: url(row),
    date: row.date ? new Date(row.date).toISOString() : null,
    snippet: snippetParts(row.headline),
  });
}

export function createSearchService(repository: SearchRepository) {
  return {
    async search(text: string, now = new Date()): Promise<SearchResults> {
      const { posts, events, materials, episodes } = await repository.search(text, now, LIMIT_PER_KIND);
      const results = {
        query: text,
        posts: posts.map(toHit('posts', (row) => `/news/${row.path}`)),
        events: events.map(toHit('events', (row) => `/events/${row.id}`)),
        materials: materials.map(toHit('materials', (row) => row.path ?? '/materials')),
        episodes: episodes.map(toHit('episodes', () => '/podcast')),
      };
      return { ...results, total: posts.length + events.length + materials.length + episodes.length };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
