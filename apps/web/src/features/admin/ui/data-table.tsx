import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row: bold, and the card's title on narrow screens. */
  primary?: boolean;
  align?: 'left' | 'right';
};

type DataTableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string;
};

/**
 * A real table (headers, rows) on wide screens; on a phone each row becomes a card whose cells carry
 * their column's name, so nothing scrolls sideways at 375 px.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClassName }: DataTableProps<T>) {
  return (
    <div className="overflow-hidden rounded-sm border border-rule bg-card md:shadow-[0_12px_32px_-24px_rgba(29,45,68,0.45)]">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="md:border-b md:border-rule md:bg-parchment/70">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 text-xs font-bold tracking-[0.14em] text-navy ${column.align === 'right' ? 'md:text-right' : ''}`}
              >
                {column.header}
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
