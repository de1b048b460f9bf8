import { type AdminListFilter, foldForSearch } from '@lss/shared/admin-list';
import type { PageRequest } from '@lss/shared/pagination';
import { type AnyColumn, and, asc, Column, desc, is, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { foldedSql } from './folded-text.ts';
import { orderedList } from './paging.ts';

/** What an admin list can be searched and sorted by: a column (or expression) per sort key. */
export type AdminListColumns<K extends string> = {
  /** The column behind each `sort` key the screen offers. */
  sortable: Record<K, AnyColumn | SQL>;
  /**
   * The text columns the screen shows, matched by `q` without regard to case or accents: folded on
   * each search, or `{ folded }`, a stored column holding them folded already (foldedSearchColumn).
   */
  searchable: readonly (AnyColumn | SQL)[] | { folded: AnyColumn };
  /** Today's order, used when no `sort` is asked for; it ends with the id already. */
  defaultOrder: SQL[];
  /** The unique column every order ends with, so that pages never overlap. */
  id: AnyColumn;
};

/** `q` taken literally: `%`, `_` and the escape character itself match only themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Rows where any of `columns` contains `q` literally, case and accents aside ('chidi' finds 'Chídí'). */
export function containsFolded(columns: AdminListColumns<string>['searchable'], q: string) {
  const pattern = likePattern(foldForSearch(q));
  if ('folded' in columns) return sql`${columns.folded} like ${pattern}`;
  return or(...columns.map((column) => sql`${foldedSql(column)} like ${pattern}`));
}

/** Text sorts as people read it (case aside); other columns by their value. */
function sortKey(column: AnyColumn | SQL) {
  return is(column, Column) && column.dataType === 'string' ? sql`lower(${column})` : column;
}

/**
 * The SQL of an admin list's `q` and `sort` (decision 018): a where clause matching `q` in any
 * searchable column (undefined without `q`), and the order, ending with the id.
 */
export function adminListSql<K extends string>(filter: AdminListFilter<K>, columns: AdminListColumns<K>) {
  const where = filter.q ? containsFolded(columns.searchable, filter.q) : undefined;
  if (!filter.sort) return { where, order: columns.defaultOrder };
  const key = sortKey(columns.sortable[filter.sort.column]);
  // Empty values (a guest not yet checked in) come last either way, as they do ascending.
  const first = filter.sort.descending ? sql`${key} desc nulls last` : asc(key);
  return { where, order: [first, filter.sort.descending ? desc(columns.id) : asc(columns.id)] };
}

/** A list's own condition and the search's, together. */
export const whereBoth = (base: SQL | undefined, search: SQL | undefined) =>
  base && search ? and(base, search) : (base ?? search);

/** One page of an admin list of `table`'s rows (within `base`, if given), searched and sorted as asked. */
export function adminListPage<T extends PgTable, K extends string>(
  db: Database,
  table: T,
  request: AdminListFilter<K> & PageRequest,
  columns: AdminListColumns<K>,
  base?: SQL,
) {
  const { where, order } = adminListSql(request, columns);
  return orderedList(db, table, order, whereBoth(base, where)).page(request);
}
