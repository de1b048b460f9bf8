import type { PageRequest } from '@lss/shared/pagination';
import { slicePage } from '@lss/shared/pagination';
import { plainText } from '@lss/shared/plain-text';
import type { SearchHit, SearchKind, SearchPage } from '@lss/shared/search';
import { type Clock, systemClock } from '../../lib/clock.ts';
import {
  HEADLINE_PREFIX_CHARS,
  type HitDetails,
  isHtmlKind,
  type SearchRepository,
} from './search.repository.ts';
import { searchTerms } from './search-terms.ts';
import { snippetParts } from './snippet.ts';

/** Between the fields a snippet is cut from ("Notes for revision · 300L · Handout"). */
export const FIELD_SEPARATOR = ' · ';

const URLS: Record<SearchKind, (row: HitDetails) => string> = {
  posts: (row) => `/news/${row.path}`,
  events: (row) => `/events/${row.id}`,
  materials: (row) => row.path ?? '/materials',
  episodes: () => '/podcast',
};

/** The plain text a hit's snippet is cut from, and whether the stored text goes on past it. */
function snippetSource(row: HitDetails): { text: string; cut: boolean } {
  const html = isHtmlKind(row.kind);
  const fields = row.fields.filter((field): field is string => Boolean(field?.trim()));
  return {
    text: fields
      .map((field) => (html ? plainText(field) : field.replace(/\s+/g, ' ').trim()))
      .join(FIELD_SEPARATOR),
    // Fields come cut to HEADLINE_PREFIX_CHARS: one that long may have gone on.
    cut: fields.some((field) => field.length >= HEADLINE_PREFIX_CHARS),
  };
}

export function createSearchService(repository: SearchRepository, clock: Clock = systemClock) {
  return {
    /** One page of the hits, best first across every kind, each with its snippet. */
    async search(query: string, request: PageRequest, now = clock.now()): Promise<SearchPage> {
      // Only plain words reach the database (search-terms.ts): no input can nest its operators.
      const text = searchTerms(query);
      if (!text) return { items: [], total: 0 };
      const { ranked, details } = await repository.search(text, now, (all) => slicePage(all, request).items);
      const page = slicePage(ranked, request);
      const byId = new Map(details.map((row) => [`${row.kind}:${row.id}`, row]));
      const rows = page.items.flatMap((hit) => byId.get(`${hit.kind}:${hit.id}`) ?? []);
      const sources = rows.map(snippetSource);
      const marked = await repository.markMatches(
        text,
        sources.map((source) => source.text),
      );
      const items = rows.map(
        (row, index): SearchHit => ({
          _id: row.id,
          kind: row.kind,
          title: row.title,
          url: URLS[row.kind](row),
          date: row.date ? new Date(row.date).toISOString() : null,
          snippet: snippetParts(marked[index] ?? '', sources[index]?.cut ?? false),
        }),
      );
      return { items, total: page.total };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
