import { pageParam } from '@lss/shared/pagination';
import type { SearchPage } from '@lss/shared/search';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt, type Loaded } from '#web/lib/loaded.ts';

/** The longest query the API accepts (shared searchQuery schema). */
export const SEARCH_MAX_LENGTH = 200;
/** Hits a page of results shows. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchData = { query: string; page: number; results: Loaded<SearchPage> | null };

export function searchLoader({ data }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<SearchData> => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
    const page = pageParam(params.get('page'));
    // No query: the page asks for one rather than calling the API (which would answer 400).
    if (!query) return { query, page, results: null };
    return {
      query,
      page,
      results: await attempt(() => data.search(query, { page, limit: SEARCH_PAGE_SIZE }), 'search results'),
    };
  };
}
