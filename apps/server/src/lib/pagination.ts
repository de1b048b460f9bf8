import { neighbourPages, type Page, type PageRequest } from '@lss/shared/pagination';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's own address with another page number; the other query parameters kept. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://relative');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
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
  reply.header('x-total-count', String(page.total));
  const { next, prev } = neighbourPages(page.total, asked);
  const links = [
    ...(next ? [`<${pageUrl(request, next)}>; rel="next"`] : []),
    ...(prev ? [`<${pageUrl(request, prev)}>; rel="prev"`] : []),
  ];
  if (links.length) reply.header('link', links.join(', '));
  return page.items;
}
