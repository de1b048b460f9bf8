import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { PageMeta } from './page-meta.tsx';
import type { TokenLinkProps } from './token-action-page.tsx';

type TokenPageProps = { island: ComponentType<TokenLinkProps>; title: string; path: string };

/**
 * A page an e-mailed link opens: its title for the head (never indexed), and the page itself as an
 * island, given the address it was opened with.
 */
export function TokenPage({ island, title, path }: TokenPageProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      <PageMeta title={title} description={title} path={path} noIndex />
      <Island component={island} props={{ pathname, search }} />
    </>
  );
}

/** The route of a page an e-mailed link opens: at `path`, the TokenPage of `island` under `title`. */
export const tokenPageRoute = (
  path: { pattern: string; to: () => string },
  island: ComponentType<TokenLinkProps>,
  title: string,
) => ({ path: path.pattern, element: <TokenPage island={island} title={title} path={path.to()} /> });
