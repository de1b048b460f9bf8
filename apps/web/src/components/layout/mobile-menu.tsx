import { type RefObject, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useFocusTrap } from '#web/components/ui/use-focus-trap.ts';
import { mainNavigation } from '#web/config/paths.ts';
import type { Session } from '#web/lib/session.ts';
import { SearchForm } from './search-form.tsx';

type MobileMenuProps = {
  id: string;
  session: Session | null;
  /** The header's toggle: Tab cycles through it and the menu, and Escape returns focus to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onNavigate: () => void;
  onLogout: () => void;
};

/**
 * The small-screen navigation panel, loaded when it is first wanted (most visits never open it).
 * While it is open, Tab cycles through the toggle and the menu and Escape closes it; a link followed
 * leaves focus to the new page. Opening and scroll lock live in the header.
 */
export function MobileMenu({ id, session, toggleRef, onClose, onNavigate, onLogout }: MobileMenuProps) {
  const firstLink = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap([toggleRef, panelRef], {
    onEscape: onClose,
    returnFocusTo: toggleRef,
    returnFocus: 'after-escape',
  });

  useEffect(() => {
    firstLink.current?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      id={id}
      className="hatch on-dark fixed inset-x-0 top-[var(--header-height)] bottom-0 z-40 overflow-y-auto border-t border-gold/40 xl:hidden"
    >
      <nav aria-label="Main" className="container-page py-6">
        {session ? (
          <div className="mb-6 flex items-center justify-between gap-4 border-b border-gold/30 pb-5">
            <p className="font-serif text-lg text-parchment">Welcome, {session.fullName}</p>
            <button type="button" onClick={onLogout} className="btn-outline-light px-4 py-2">
              Logout
            </button>
          </div>
        ) : null}
        <div className="mb-4">
          <SearchForm variant="menu" />
        </div>
        <ul className="flex flex-col">
          {mainNavigation.map((item, index) => (
            <li key={item.to} className="border-b border-parchment/10">
              <NavLink
                ref={index === 0 ? firstLink : undefined}
                to={item.to}
                end={item.to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center justify-between py-4 font-serif text-xl transition-colors after:text-gold/70 after:content-['›'] ${
                    isActive ? 'text-gold' : 'text-parchment hover:text-gold-light'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
