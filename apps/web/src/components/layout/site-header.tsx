import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mainNavigation } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { useSite } from '#web/lib/site-context.ts';
import { Brand } from './brand.tsx';
import { SearchForm } from './search-form.tsx';
import { useLogout } from './use-logout.ts';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6 L18 18 M18 6 L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7 H20 M4 12 H20 M4 17 H20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

// A fixed id rather than useId(): see EpisodeLibrary (server and browser trees differ above #root).
const MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { settings } = useSite();
  const session = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    // Spec §2: the page behind the open menu does not scroll.
    document.body.classList.add('scroll-locked');
    const onResize = () => {
      if (window.matchMedia('(min-width: 80rem)').matches) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => {
      document.body.classList.remove('scroll-locked');
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  return (
    <header className="on-dark sticky top-0 z-50 bg-navy text-parchment shadow-[0_1px_0_rgba(201,180,127,0.35)]">
      <div className="h-1 bg-gold" aria-hidden="true" />
      {session ? (
        <div className="hidden border-b border-parchment/10 bg-navy-deep xl:block">
          <div className="container-page flex items-center justify-end gap-4 py-1.5 text-sm">
            <p className="text-parchment/90">Welcome, {session.fullName}</p>
            <button
              type="button"
              onClick={logout}
              className="font-semibold text-gold underline-offset-4 hover:underline"
            >
              Logout
            </button>
          </div>
        </div>
      ) : null}
      <div className="container-page flex h-[var(--header-bar)] items-center justify-between gap-4">
        <Brand societyName={settings.societyName} shortName={settings.shortName} logoUrl={settings.logoUrl} />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `relative block px-2.5 py-2 text-[0.95rem] font-semibold tracking-wide transition-colors after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:origin-left after:bg-gold after:transition-transform ${
                      isActive
                        ? 'text-gold after:scale-x-100'
                        : 'text-parchment/90 after:scale-x-0 hover:text-parchment hover:after:scale-x-100'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden xl:block">
          <SearchForm variant="header" />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex shrink-0 items-center gap-2 rounded-sm border border-gold/60 px-2.5 py-2 sm:px-3 text-sm font-semibold uppercase tracking-[0.14em] text-parchment hover:bg-navy-soft xl:hidden"
          aria-expanded={open}
          aria-controls={open ? MENU_ID : undefined}
          onClick={() => setOpen((value) => !value)}
          // The menu's code is fetched as the pointer or focus reaches the toggle, before the tap.
          onPointerEnter={loadMobileMenu}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
        >
          <MenuIcon open={open} />
          {/* Icon only on the narrowest phones, where the society's name needs the room. */}
          <span className="sr-only sm:not-sr-only">{open ? 'Close' : 'Menu'}</span>
          <span className="sr-only"> navigation</span>
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={MENU_ID}
            session={session}
            toggleRef={toggleRef}
            onClose={() => setOpen(false)}
            onNavigate={() => setOpen(false)}
            onLogout={() => {
              setOpen(false);
              logout();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
