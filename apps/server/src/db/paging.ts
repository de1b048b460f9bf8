import { type Page, type PageRequest, pageOffset } from '@lss/shared/pagination';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** The rows of one page: `limit` rows after `offset`, in the list's own (total) order. */
export type PageWindow = { limit: number; offset: number };

/**
 * One page of a list and the size of the whole list, read together. Each list's ORDER BY ends with
 * the id, so that rows never swap places between pages, and an index leads with the ordering
 * columns, so that a far page walks the index instead of sorting the table (docs/performance.md).
 */
export async function readPage<T>(
  request: PageRequest,
  rows: (window: PageWindow) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [items, size] = await Promise.all([
    rows({ limit: request.limit, offset: pageOffset(request) }),
    total(),
  ]);
  return { items, total: size };
}

/** How many rows of a table match a condition (all of them without one). */
export async function countWhere(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/**
 * A list of a table's rows in one order, whole (for the feeds, the sitemap and the services' own
 * use) or a page at a time (for the API and the pages). `order` must end with a unique column.
 */
export function orderedList<T extends PgTable>(db: Database, table: T, order: SQL[], where?: SQL) {
  type Row = T['$inferSelect'];
  // biome-ignore lint/suspicious/noExplicitAny: drizzle cannot type a select from a generic table.
  const source = table as any;
  const select = () =>
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(...order);
  return {
    all: () => select() as Promise<Row[]>,
    page: (request: PageRequest): Promise<Page<Row>> =>
      readPage(
        request,
        ({ limit, offset }) => select().limit(limit).offset(offset) as Promise<Row[]>,
        () => countWhere(db, table, where),
      ),
  };
}
