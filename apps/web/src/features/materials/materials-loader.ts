import { pageParam } from '@lss/shared/pagination';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';
import { filtersFromSearch, toApiFilters } from './filters.ts';

/** Materials a page shows: eight rows of three. */
export const MATERIALS_PAGE_SIZE = 24;

export function materialsLoader({ data }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const filter = filtersFromSearch(search);
    const page = pageParam(search.get('page'));
    const materials = await attempt(
      () => data.materials({ ...toApiFilters(filter), page, limit: MATERIALS_PAGE_SIZE }),
      'materials',
    );
    return { filter, page, materials };
  };
}

export type MaterialsData = Awaited<ReturnType<ReturnType<typeof materialsLoader>>>;
