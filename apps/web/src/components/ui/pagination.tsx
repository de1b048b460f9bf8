import { neighbourPages, pageCount } from '@lss/shared/pagination';
import type { ComponentType, ReactNode } from 'react';

type PaginationProps = {
  page: number;
  /** How many items the whole list holds (the API's X-Total-Count). */
  total: number;
  limit: number;
  /** The address of a page of this list (its ?page=), kept with the list's other parameters. */
  href: (page: number) => string;
  /** Names the navigation landmark, e.g. "Search results pages". */
  label: string;
  /**
   * How a page link is made: an ordinary link on the public site, the router's in the admin area's
   * single-page app.
   */
  linkAs?: ComponentType<PageLinkProps>;
  /** rel="prev"/"next" in the head; not from an island, whose head the server has already written. */
  neighbours?: boolean;
};

export type PageLinkProps = { href: string; className: string; children: ReactNode };

const PlainLink = ({ href, className, children }: PageLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The list's neighbouring pages as rel="prev"/"next" links, which React places in <head>. */
export function NeighbourLinks({
  page,
  total,
  limit,
  href,
}: Pick<PaginationProps, 'page' | 'total' | 'limit' | 'href'>) {
  const { next, prev } = neighbourPages(total, { page, limit });
  return (
    <>
      {prev ? <link rel="prev" href={href(prev)} /> : null}
      {next ? <link rel="next" href={href(next)} /> : null}
    </>
  );
}

/** Page numbers shown: the first, the last, and the current one with its neighbours. */
function visiblePages(page: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? ['gap', n] : [n]));
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm border border-rule bg-card px-3 font-semibold text-navy transition-colors hover:border-gold hover:bg-gold-light/40';

/**
 * The pages of a list, as real links (search engines follow them), with rel="prev"/"next" in the
 * head.
 */
export function Pagination({
  page,
  total,
  limit,
  href,
  label,
  linkAs: Link = PlainLink,
  neighbours = true,
}: PaginationProps) {
  const last = pageCount(total, limit);
  const { next, prev } = neighbourPages(total, { page, limit });
  return (
    <>
      {neighbours ? <NeighbourLinks page={page} total={total} limit={limit} href={href} /> : null}
      {last > 1 ? (
        <nav aria-label={label} className="mt-12">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            {prev ? (
              <li>
                <Link href={href(prev)} className={`${linkClass} px-4`}>
                  <span aria-hidden="true">←</span> Previous
                </Link>
              </li>
            ) : null}
            {visiblePages(Math.min(page, last), last).map((n, index) =>
              n === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity beyond its place
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </li>
              ) : (
                <li key={n}>
                  {n === page ? (
                    <span
                      aria-current="page"
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm border border-navy bg-navy px-3 font-semibold text-parchment"
                    >
                      <span className="sr-only">Page</span> {n}
                    </span>
                  ) : (
                    <Link href={href(n)} className={linkClass}>
                      <span className="sr-only">Page</span> {n}
                    </Link>
                  )}
                </li>
              ),
            )}
            {next ? (
              <li>
                <Link href={href(next)} className={`${linkClass} px-4`}>
                  Next <span aria-hidden="true">→</span>
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
