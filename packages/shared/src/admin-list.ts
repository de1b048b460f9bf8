/**
 * Admin lists (decision 018): `q` searches the text columns a screen shows, `sort` names one of its
 * columns, `sort=title` ascending and `sort=-title` descending. Zod-free, so the admin screens read
 * the same form the server's schema (admin-list-query.ts) accepts.
 */

/** The longest search text an admin list accepts. */
export const ADMIN_SEARCH_MAX = 200;

/** A column of a list and which way it runs. */
export type SortOrder<K extends string = string> = { column: K; descending: boolean };

/** `-title` is title descending, `title` ascending; the column name is not checked here. */
export function parseSort(value: string): SortOrder {
  const descending = value.startsWith('-');
  return { column: descending ? value.slice(1) : value, descending };
}

/** The `sort` parameter for an order: the inverse of parseSort. */
export const sortParam = ({ column, descending }: SortOrder) => (descending ? `-${column}` : column);

/** The 400 message for a `sort` the list does not know. */
export const unknownSortMessage = (columns: readonly string[]) =>
  `Sort must be one of ${columns.join(', ')}, each optionally preceded by - for descending order.`;

/** What an admin list is asked for beside its page: the search text and the order, both optional. */
export type AdminListFilter<K extends string = string> = {
  q?: string | undefined;
  sort?: SortOrder<K> | undefined;
};

/**
 * Text as an admin search compares it: without case or accents, so "chidi" finds "Chídí" and
 * "adewale" finds "Adéwálé" (decomposed, then the combining marks U+0300–U+036F dropped; the server
 * folds its columns the same way in SQL).
 */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** An admin list's empty search: 'No posts match “torts”.' (distinct from the empty list's text). */
export const noMatchesMessage = (things: string, q: string) => `No ${things} match “${q}”.`;
