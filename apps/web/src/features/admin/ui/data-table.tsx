import type { SortOrder } from '@lss/shared/admin-list';
import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row: bold, and the card's title on narrow screens. */
  primary?: boolean;
  align?: 'left' | 'right';
  /** The API's sort key for this column (decision 018); without it the column does not sort. */
  sortKey?: string;
};

/** The list's order and how to change it (an admin list's address). */
export type TableSort = { sort: SortOrder | null; setSort: (sort: SortOrder) => void };

type DataTableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string;
  /** Makes the columns with a sortKey sortable. */
  sorting?: TableSort;
};

/** A sortable column's header: a button that sorts by it, then reverses; the th says the order. */
function SortHeader({
  column,
  sorting,
}: {
  column: Column<unknown> & { sortKey: string };
  sorting: TableSort;
}) {
  const active = sorting.sort?.column === column.sortKey ? sorting.sort : null;
  const next = { column: column.sortKey, descending: active ? !active.descending : false };
  return (
    <button
      type="button"
      onClick={() => sorting.setSort(next)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-sm px-2 font-bold tracking-[0.14em] text-navy hover:text-gold-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold md:-mx-2 md:min-h-0 md:py-1"
    >
      {column.header}
      <span aria-hidden="true" className={active ? 'text-gold-deep' : 'text-muted/60'}>
        {active ? (active.descending ? '↓' : '↑') : '↕'}
      </span>
    </button>
  );
}

const ariaSort = (column: Column<unknown>, sorting: TableSort | undefined) => {
  if (!sorting || !column.sortKey) return undefined;
  if (sorting.sort?.column !== column.sortKey) return 'none' as const;
  return sorting.sort.descending ? ('descending' as const) : ('ascending' as const);
};

/**
 * A real table (headers, rows) on wide screens; on a phone each row becomes a card whose cells carry
 * their column's name, so nothing scrolls sideways at 375 px.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClassName, sorting }: DataTableProps<T>) {
  const sortable = Boolean(sorting && columns.some((column) => column.sortKey));
  return (
    <div className="overflow-hidden rounded-sm border border-rule bg-card md:shadow-[0_12px_32px_-24px_rgba(29,45,68,0.45)]">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        {/* On a phone the rows are cards; a sortable table keeps its sort buttons as a bar above them. */}
        <thead
          className={
            sortable
              ? 'block border-b border-rule bg-parchment/70 md:table-header-group'
              : 'sr-only md:not-sr-only'
          }
        >
          <tr
            className={`md:border-b md:border-rule md:bg-parchment/70 ${sortable ? 'flex flex-wrap items-center gap-x-1 px-2 py-1 md:table-row md:p-0' : ''}`}
          >
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={ariaSort(column as Column<unknown>, sorting)}
                className={`text-xs font-bold tracking-[0.14em] text-navy md:px-4 md:py-3 ${column.align === 'right' ? 'md:text-right' : ''} ${
                  sortable && !(column.sortKey && sorting)
                    ? 'sr-only md:not-sr-only'
                    : sortable
                      ? ''
                      : 'px-4 py-3'
                }`}
              >
                {column.sortKey && sorting ? (
                  <SortHeader column={column as Column<unknown> & { sortKey: string }} sorting={sorting} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`block border-b border-rule px-4 py-3 last:border-b-0 md:table-row md:px-0 md:py-0 md:hover:bg-paper ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={`flex items-center justify-between gap-4 py-1.5 text-[0.95rem] md:table-cell md:px-4 md:py-3 md:align-middle ${
                    column.primary
                      ? 'font-semibold text-navy before:hidden md:before:hidden'
                      : 'text-ink before:text-xs before:font-bold before:tracking-[0.12em] before:text-muted before:content-[attr(data-label)] md:before:hidden'
                  } ${column.align === 'right' ? 'md:text-right' : ''}`}
                >
                  {column.primary ? (
                    <span className="min-w-0 break-words">{column.cell(row)}</span>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ACTIONS cell: an Edit link and a Delete button, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2 md:justify-end">{children}</div>;
}
