import type { SearchResults } from '@lss/shared/search';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt, type Loaded } from '#web/lib/loaded.ts';

/** The longest query the API accepts (shared searchQuery schema). */
export const SEARCH_MAX_LENGTH = 200;

export type SearchData = { query: string; results: Loaded<SearchResults> | null };

export function searchLoader({ data }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<SearchData> => {
    const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
    // No query: the page asks for one rather than calling the API (which would answer 400).
    if (!query) return { query, results: null };
    return { query, results: await attempt(() => data.search(query), 'search results') };
  };
}
