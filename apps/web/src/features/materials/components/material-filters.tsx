import { FILTER_ALL, LEVELS, MATERIAL_TYPES } from '@lss/shared/constants';
import { paths } from '#web/config/paths.ts';
import type { MaterialsFilter } from '../filters.ts';

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

/**
 * Level and type filters, kept in the page's query (?level=&materialType=) so a filtered view can be
 * shared. A plain GET form, no script: choosing an option changes nothing until the visitor presses
 * Apply (WCAG 2.2 SC 3.2.2 On Input: arrowing through a focused select must not open another page).
 * The selects show the filter of the address; 'all' in the query means no filter, as in the API.
 */
export function MaterialFiltersForm({ filter }: { filter: MaterialsFilter }) {
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
          <select id="filter-level" name="level" defaultValue={filter.level} className={selectClass}>
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
            defaultValue={filter.materialType}
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
