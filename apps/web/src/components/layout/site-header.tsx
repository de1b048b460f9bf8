import { membersMessages } from '@lss/shared/members-messages';
import { useLocation } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { mainNavigation, paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import { Brand } from './brand.tsx';
import MobileMenu from './mobile-menu.island.tsx';
import { isCurrentSection } from './nav-links.ts';
import { SearchForm } from './search-form.tsx';

/** A person, for the members' sign-in link. */
function MemberIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4.5 w-4.5 text-gold" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The site's header: the same bytes for every visitor, with no script of its own. The phone menu
 * works without one too, and is hydrated on pages that load scripts for another island.
 */
export function SiteHeader() {
  const { settings, member } = useSite();
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
        <div className="hidden items-center gap-3 xl:flex">
          <SearchForm variant="header" />
          {/* An icon beside the search's at 1280 px, where the navigation fills the bar; words on wider screens. */}
          {member ? (
            <a
              href={paths.memberAccount.to()}
              aria-label={membersMessages.headerAccount(member.firstName)}
              aria-current={pathname === paths.memberAccount.to() ? 'page' : undefined}
              className="inline-flex h-10 min-w-10 max-w-40 shrink-0 items-center justify-center gap-2 rounded-sm border border-gold/50 px-2.5 text-sm font-semibold text-parchment hover:border-gold hover:bg-navy-soft"
            >
              <MemberIcon />
              {/* As 'Sign in': the icon at 1280 px (the name would push the navigation onto two lines). */}
              <span className="sr-only truncate 2xl:not-sr-only">{member.firstName}</span>
            </a>
          ) : (
            <a
              href={paths.memberSignIn.to()}
              aria-current={pathname === paths.memberSignIn.to() ? 'page' : undefined}
              className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-sm border border-gold/50 px-2.5 text-sm font-semibold uppercase tracking-[0.14em] text-parchment hover:border-gold hover:bg-navy-soft"
            >
              <MemberIcon />
              <span className="sr-only 2xl:not-sr-only">{membersMessages.headerSignIn}</span>
            </a>
          )}
        </div>
        <Island
          component={MobileMenu}
          props={{ currentPath: pathname, memberFirstName: member?.firstName ?? null }}
          load="with-others"
        />
      </div>
    </header>
  );
}
