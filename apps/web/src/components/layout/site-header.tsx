import { useLocation } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { mainNavigation } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import { Brand } from './brand.tsx';
import MobileMenu from './mobile-menu.island.tsx';
import { isCurrentSection } from './nav-links.ts';
import { SearchForm } from './search-form.tsx';

/**
 * The site's header: the same bytes for every visitor, with no script of its own. The phone menu
 * works without one too, and is hydrated on pages that load scripts for another island.
 */
export function SiteHeader() {
  const { settings } = useSite();
  const { pathname } = useLocation();
  return (
    <header className="on-dark sticky top-0 z-50 bg-navy text-parchment shadow-[0_1px_0_rgba(201,180,127,0.35)]">
      <div className="h-1 bg-gold" aria-hidden="true" />
      <div className="container-page flex h-[var(--header-bar)] items-center justify-between gap-4">
        <Brand societyName={settings.societyName} shortName={settings.shortName} logoUrl={settings.logoUrl} />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => {
              const current = isCurrentSection(item.to, pathname);
              return (
                <li key={item.to}>
                  <a
                    href={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={`relative block px-2.5 py-2 text-[0.95rem] font-semibold tracking-wide transition-colors after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:origin-left after:bg-gold after:transition-transform ${
                      current
                        ? 'text-gold after:scale-x-100'
                        : 'text-parchment/90 after:scale-x-0 hover:text-parchment hover:after:scale-x-100'
                    }`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="hidden xl:block">
          <SearchForm variant="header" />
        </div>
        <Island component={MobileMenu} props={{ currentPath: pathname }} load="with-others" />
      </div>
    </header>
  );
}
