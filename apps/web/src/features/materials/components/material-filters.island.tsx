import { FILTER_ALL, LEVELS, MATERIAL_TYPES } from '@lss/shared/constants';
import { useState } from 'react';
import { paths } from '#web/config/paths.ts';
import { type MaterialsFilter, materialsPageHref } from '../filters.ts';

const selectClass = 'field-input appearance-none pr-11 font-semibold text-navy';

/** The select's arrow as an element: a data: URL background would fall foul of the CSP. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-navy"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

type MaterialFiltersProps = {
  /** The filter of the page as the server rendered it. */
  filter: MaterialsFilter;
  /** Opens the filtered view (tests watch it). */
  go?: (href: string) => void;
};

const openPage = (href: string) => window.location.assign(href);

/**
 * Level and type filters, kept in the page's query (?level=&materialType=) so a filtered view can be
 * shared. A plain GET form with an Apply button; hydrated (on first use, island.tsx), a choice opens
 * the filtered view at once (an ordinary page load: the server renders the list). The button stays:
 * the island is hydrated as the visitor reaches for it, and must not move or vanish under them.
 */
export function MaterialFiltersForm({ filter: initial, go = openPage }: MaterialFiltersProps) {
  const [filter, setFilter] = useState(initial);

  const change = (next: Partial<MaterialsFilter>) => {
    const chosen = { ...filter, ...next };
    setFilter(chosen);
    go(materialsPageHref(chosen, 1));
  };

  return (
    <form
      method="get"
      action={paths.materials.to()}
      className="card grid gap-5 p-6 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Filter materials"
    >
      <div>
        <label htmlFor="filter-level" className="field-label">
          Level
        </label>
        <div className="relative">
          <select
            id="filter-level"
            name="level"
            value={filter.level}
            onChange={(event) => change({ level: event.target.value as MaterialsFilter['level'] })}
            className={selectClass}
          >
            <option value={FILTER_ALL}>All</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
          <Chevron />
        </div>
      </div>
      <div>
        <label htmlFor="filter-type" className="field-label">
          Type of Material
        </label>
        <div className="relative">
          <select
            id="filter-type"
            name="materialType"
            value={filter.materialType}
            onChange={(event) =>
              change({ materialType: event.target.value as MaterialsFilter['materialType'] })
            }
            className={selectClass}
          >
            <option value={FILTER_ALL}>All</option>
            {MATERIAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <Chevron />
        </div>
      </div>
      <button type="submit" className="btn-primary">
        Apply
      </button>
    </form>
  );
}

/** An island (decision 028): hydrated in the browser with the props the server rendered it with. */
export default MaterialFiltersForm;
