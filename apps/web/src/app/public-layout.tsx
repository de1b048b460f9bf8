import { Outlet, useLoaderData } from 'react-router';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { HydrateInTurn } from '#web/lib/hydration-turns.tsx';
import { attempt } from '#web/lib/loaded.ts';
import { fallbackSettings, type Site, SiteProvider } from '#web/lib/site-context.ts';
import type { RouteDeps } from './route-deps.ts';

export function publicLayoutLoader({ data, publicUrl }: RouteDeps) {
  return async (): Promise<Site> => {
    const settings = await attempt(() => data.settings(), 'site settings');
    // Without its settings the site still works, with the society's defaults.
    return { settings: settings.ok ? settings.value : await fallbackSettings(), publicUrl };
  };
}

export function PublicLayout() {
  const site = useLoaderData() as Site;
  return (
    <SiteProvider value={site}>
      <a
        href="#main"
        className="sr-only z-[70] rounded-sm bg-gold px-4 py-2 font-semibold text-navy-deep focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <HydrateInTurn id="header">
          <SiteHeader />
        </HydrateInTurn>
        {/* One element per part: Preact keeps a waiting part's DOM when it has a single root. */}
        <HydrateInTurn id="page">
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
        </HydrateInTurn>
        <HydrateInTurn id="footer">
          <SiteFooter />
        </HydrateInTurn>
      </div>
    </SiteProvider>
  );
}
