import { membersMessages } from '@lss/shared/members-messages';
import { useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '#web/components/ui/use-focus-trap.ts';
import { mainNavigation, paths } from '#web/config/paths.ts';
import { isCurrentSection } from './nav-links.ts';
import { SearchForm } from './search-form.tsx';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
      <path
        className="menu-open:hidden"
        d="M4 7 H20 M4 12 H20 M4 17 H20"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        className="hidden menu-open:inline"
        d="M6 6 L18 18 M18 6 L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

// The popover's id: the page's CSS locks its scroll while it is open (theme.css).
const MENU_ID = 'mobile-menu';

/**
 * The small-screen navigation: a popover, so it opens, closes on Escape or a tap outside, and
 * locks the page's scroll without any script. Where the page runs scripts anyway (an island
 * beside it), it is hydrated too: focus moves to its first link, Tab cycles through the toggle and
 * the menu, and the toggle says whether it is open. A link followed opens a new page.
 */
export default function MobileMenu({
  currentPath,
  memberFirstName = null,
}: {
  currentPath: string;
  /** The signed-in member's first name: their account instead of 'Sign in'. */
  memberFirstName?: string | null;
}) {
  // Unknown until hydrated: without script the browser itself says whether the popover is open.
  const [open, setOpen] = useState<boolean | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) firstLink.current?.focus();
    };
    setOpen(panel.matches(':popover-open'));
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  useFocusTrap([toggleRef, panelRef], {
    active: open === true,
    onEscape: () => panelRef.current?.hidePopover(),
    returnFocusTo: toggleRef,
    returnFocus: 'after-escape',
  });

  const toggleClass =
    'inline-flex shrink-0 items-center gap-2 rounded-sm border border-gold/60 px-2.5 py-2 sm:px-3 text-sm font-semibold uppercase tracking-[0.14em] text-parchment hover:bg-navy-soft xl:hidden';
  return (
    <>
      {/* A browser without popovers (Safari before 17) gets the footer's links instead (theme.css). */}
      <a href="#quick-links" className={`menu-fallback ${toggleClass}`}>
        <MenuIcon />
        <span className="sr-only sm:not-sr-only">Menu</span>
        <span className="sr-only"> navigation</span>
      </a>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={MENU_ID}
        className={`menu-toggle ${toggleClass}`}
        aria-expanded={open ?? undefined}
      >
        <MenuIcon />
        {/* Icon only on the narrowest phones, where the society's name needs the room. */}
        <span className="sr-only sm:not-sr-only">
          <span className="menu-open:hidden">Menu</span>
          <span className="hidden menu-open:inline">Close</span>
        </span>
        <span className="sr-only"> navigation</span>
      </button>
      <div
        ref={panelRef}
        id={MENU_ID}
        popover="auto"
        className="hatch on-dark fixed inset-x-0 top-[var(--header-height)] bottom-0 z-40 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 border-t border-gold/40 p-0 text-parchment xl:hidden"
      >
        <nav aria-label="Main" className="container-page py-6">
          <div className="mb-4">
            <SearchForm variant="menu" />
          </div>
          <ul className="flex flex-col">
            {mainNavigation.map((item, index) => {
              const current = isCurrentSection(item.to, currentPath);
              return (
                <li key={item.to} className="border-b border-parchment/10">
                  <a
                    ref={index === 0 ? firstLink : undefined}
                    href={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={`flex items-center justify-between py-4 font-serif text-xl transition-colors after:text-gold/70 after:content-['›'] ${
                      current ? 'text-gold' : 'text-parchment hover:text-gold-light'
                    }`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          {memberFirstName ? (
            <a
              href={paths.memberAccount.to()}
              aria-label={membersMessages.headerAccount(memberFirstName)}
              className="btn-outline-light mt-6 w-full"
            >
              {memberFirstName}
            </a>
          ) : (
            <a href={paths.memberSignIn.to()} className="btn-outline-light mt-6 w-full">
              {membersMessages.headerSignIn}
            </a>
          )}
        </nav>
      </div>
    </>
  );
}
