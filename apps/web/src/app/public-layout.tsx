import { Outlet, useLoaderData } from 'react-router';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { attempt } from '#web/lib/loaded.ts';
import { fallbackSettings, type Site, SiteProvider, SiteTimeZoneProvider } from '#web/lib/site-context.ts';
import type { RouteDeps } from './route-deps.ts';

export function publicLayoutLoader({ data, publicUrl, member }: RouteDeps) {
  return async (): Promise<Site> => {
    const settings = await attempt(() => data.settings(), 'site settings');
    // Without its settings the site still works, with the society's defaults.
    return { settings: settings.ok ? settings.value : await fallbackSettings(), publicUrl, member };
  };
}

export function PublicLayout() {
  const site = useLoaderData() as Site;
  return (
    <SiteProvider value={site}>
      <SiteTimeZoneProvider value={site.settings.timeZone}>
        <a
          href="#main"
          className="sr-only z-[70] rounded-sm bg-gold px-4 py-2 font-semibold text-navy-deep focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </SiteTimeZoneProvider>
    </SiteProvider>
  );
}
