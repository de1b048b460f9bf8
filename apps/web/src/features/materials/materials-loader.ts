import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';
import { filtersFromSearch, toApiFilters } from './filters.ts';

export function materialsLoader({ data }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const filter = filtersFromSearch(new URL(request.url).searchParams);
    const materials = await attempt(() => data.materials(toApiFilters(filter)), 'materials');
    return { filter, materials };
  };
}

export type MaterialsData = Awaited<ReturnType<ReturnType<typeof materialsLoader>>>;
