import type { PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type LoaderFunction, RouterProvider } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { SiteProvider } from '#web/lib/site-context.ts';

type PublicRoute = {
  path: string;
  element: ReactNode;
  /** The page's loader factory (eventsLoader, newsLoader …), given the test's fake data. */
  loader: (deps: RouteDeps) => LoaderFunction;
};

/**
 * Renders one public page at `url` as the server does: its loader reads `data`, and the site's
 * default settings stand in for the public layout's. Its islands render in place and run as they do
 * once hydrated in the browser. Returns the router.
 */
export function renderPublicRoute(
  { path, element, loader }: PublicRoute,
  data: PublicDataSource,
  url: string,
  /** The signed-in member the page is rendered for (decision 030); a visitor's page without. */
  member: PageMember | null = null,
) {
  const router = createMemoryRouter([{ path, element, loader: loader({ data, publicUrl: '', member }) }], {
    initialEntries: [url],
  });
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null },
        publicUrl: 'http://localhost',
        member,
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
  return router;
}

/** A public page that reads no data (a form's page: /contact, /submit), rendered at `url`. */
export function renderFormPage(path: string, element: ReactNode, url: string) {
  return renderPublicRoute({ path, element, loader: () => () => null }, {} as PublicDataSource, url);
}

/** An island's HTML as the server sends it, before any script, in the document; remove it after. */
export function serverRendered(island: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  return container;
}
