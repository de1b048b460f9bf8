import {
  isWholeList,
  neighbourPages,
  PAGE_LIMIT_MAX,
  type Page,
  type PageRequest,
} from '@lss/shared/pagination';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The OpenAPI description every paginated list route carries. */
export const PAGED_LIST =
  'Without page and limit, the whole list (at most 1,000 items; past them Link rel="next" names the rest). With either, one page: page (from 1) and limit (1-100, default 50). X-Total-Count gives the size of the whole list, Link the next and previous pages.';

/**
 * The OpenAPI description of an admin list route (decision 018): paging, `q` matched in `searched`,
 * and `sort` by one of `columns`.
 */
export const ADMIN_LIST = (searched: string, columns: readonly string[]) =>
  `${PAGED_LIST} q (at most 200 characters, case- and accent-insensitive, % and _ taken literally) keeps the items whose ${searched} contain it. sort orders by one of ${columns.join(', ')}: sort=${columns[0]} ascending, sort=-${columns[0]} descending; an unknown column is a 400. Without sort the order is the one in the summary.`;

/** The request's own address with another page number (and limit); the other query parameters kept. */
function pageUrl(request: FastifyRequest, page: number, limit?: number): string {
  const url = new URL(request.url, 'http://relative');
  url.searchParams.set('page', String(page));
  if (limit) url.searchParams.set('limit', String(limit));
  return `${url.pathname}${url.search}`;
}

/**
 * `X-Total-Count` and `Link` (rel="next"/"prev") for one page of a list of `total` items. A
 * whole-list answer cut at its cap links to what follows in pages of PAGE_LIMIT_MAX.
 */
function setPageHeaders(request: FastifyRequest, reply: FastifyReply, total: number, asked: PageRequest) {
  reply.header('x-total-count', String(total));
  if (isWholeList(asked)) {
    if (total > asked.limit)
      reply.header(
        'link',
        `<${pageUrl(request, asked.limit / PAGE_LIMIT_MAX + 1, PAGE_LIMIT_MAX)}>; rel="next"`,
      );
    return;
  }
  const { next, prev } = neighbourPages(total, asked);
  const links = [
    ...(next ? [`<${pageUrl(request, next)}>; rel="next"`] : []),
    ...(prev ? [`<${pageUrl(request, prev)}>; rel="prev"`] : []),
  ];
  if (links.length) reply.header('link', links.join(', '));
}

/**
 * Sends one page of a list as decisions.md's "Lists at volume" says: the body is the JSON array of
 * the page's items, `X-Total-Count` the size of the whole list, and `Link` the next and previous
 * pages (relative references, resolved against the request's URL as RFC 8288 allows). The one way
 * every list route answers.
 */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<T>,
  asked: PageRequest,
): T[] {
  setPageHeaders(request, reply, page.total, asked);
  return page.items;
}
