import { FILTER_ALL, LEVELS, type Level, MATERIAL_TYPES, type MaterialType } from '@lss/shared/constants';
import type { MaterialFilters } from '@lss/shared/materials';
import { paths } from '#web/config/paths.ts';

export type MaterialsFilter = {
  level: Level | typeof FILTER_ALL;
  materialType: MaterialType | typeof FILTER_ALL;
};

const isLevel = (value: string | null): value is Level => LEVELS.includes(value as Level);
const isType = (value: string | null): value is MaterialType =>
  MATERIAL_TYPES.includes(value as MaterialType);

/** Reads the filter from the page's query; unknown values mean "all" rather than an error page. */
export function filtersFromSearch(search: URLSearchParams): MaterialsFilter {
  const level = search.get('level');
  const materialType = search.get('materialType');
  return {
    level: isLevel(level) ? level : FILTER_ALL,
    materialType: isType(materialType) ? materialType : FILTER_ALL,
  };
}

/** The query of a filtered view; "all" is left out so the plain /materials stays the canonical URL. */
export function searchFromFilters(filter: MaterialsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.level !== FILTER_ALL) search.set('level', filter.level);
  if (filter.materialType !== FILTER_ALL) search.set('materialType', filter.materialType);
  return search;
}

/** The address of one page of a filtered view; page 1 is the view's own address. */
export function materialsPageHref(filter: MaterialsFilter, page: number): string {
  const search = searchFromFilters(filter);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${paths.materials.to()}?${query}` : paths.materials.to();
}

export function toApiFilters(filter: MaterialsFilter): MaterialFilters {
  return {
    level: filter.level === FILTER_ALL ? undefined : filter.level,
    materialType: filter.materialType === FILTER_ALL ? undefined : filter.materialType,
  };
}
