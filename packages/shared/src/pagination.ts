/**
 * Lists at volume (decisions.md): every list GET takes `page` (from 1) and `limit` (1–100, default
 * 50); the body stays a JSON array, `X-Total-Count` carries the total and `Link` the next and
 * previous pages. This is the one definition of those rules; the request schema is in
 * page-query.ts (zod stays out of the public pages' code), the server's `sendPage` and the web's
 * `Pagination` build on both.
 */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
/** Far past the end of any list the site holds; bounds the offset a request can ask for. */
export const PAGE_MAX = 100_000;
/**
 * A list GET with neither `page` nor `limit` answers the whole list up to this many items, as the
 * society's original front end expects (decision 024); past it, `Link: rel="next"` names the rest
 * in pages of PAGE_LIMIT_MAX. A multiple of PAGE_LIMIT_MAX, so that the next page starts right after.
 */
export const WHOLE_LIST_MAX = 1000;

/** Whether a page request is the whole-list answer (no `page`, no `limit`): no other asks for more than PAGE_LIMIT_MAX. */
export const isWholeList = ({ limit }: PageRequest) => limit > PAGE_LIMIT_MAX;

/** Which page of a list is asked for: `page` from 1, `limit` items a page. */
export type PageRequest = { page: number; limit: number };

/** One page of a list with the size of the whole list: what a paginated read returns. */
export type Page<T> = { items: T[]; total: number };

/** How many pages a list of `total` items fills; an empty list still has its page 1. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** How many items come before the requested page. */
export const pageOffset = ({ page, limit }: PageRequest) => (page - 1) * limit;

/** The pages next to the requested one that exist, for rel="next"/"prev" links; null when none. */
export function neighbourPages(total: number, { page, limit }: PageRequest) {
  const last = pageCount(total, limit);
  return {
    next: page < last ? page + 1 : null,
    // A page past the end points back to the last page there is.
    prev: page > 1 ? Math.min(page - 1, last) : null,
  };
}

/** The requested page of a list held whole in memory (a bounded list: search's ranked hits). */
export function slicePage<T>(all: readonly T[], request: PageRequest): Page<T> {
  const start = pageOffset(request);
  return { items: all.slice(start, start + request.limit), total: all.length };
}

/** The same page with each item turned into another shape (an API item into a page's summary). */
export const mapPage = <T, U>(page: Page<T>, map: (item: T) => U): Page<U> => ({
  items: page.items.map(map),
  total: page.total,
});

/** The page a public page's `?page=` asks for; anything but a whole number from 1 means the first. */
export function pageParam(value: string | null | undefined): number {
  const text = value?.trim() ?? '';
  return /^\d{1,6}$/.test(text) ? Math.min(Math.max(Number(text), 1), PAGE_MAX) : 1;
}
