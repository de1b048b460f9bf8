import { type AdminArea, mayUse } from '@lss/shared/admin-areas';
import { authMessages } from '@lss/shared/auth-messages';
import type { Role } from '@lss/shared/users';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Crest } from '#web/components/ui/crest.tsx';
import { paths } from '#web/config/paths.ts';
import { useCurrentAreas, useForbiddenArea } from '#web/features/admin/access.ts';
import { useSessionKeptCurrent } from '#web/features/admin/account/api/use-session-kept-current.ts';
import { useLogout } from '#web/features/admin/auth/api/use-logout.ts';
import { useDashboardStats } from '#web/features/admin/dashboard/api/use-dashboard-stats.ts';
import { AdminPage } from '#web/features/admin/ui/admin-page.tsx';
import { LoadFailed } from '#web/features/admin/ui/states.tsx';
import { type Session, useSession } from '#web/lib/session.ts';
import { ADMIN_NAVIGATION } from './admin-screens.ts';
import { type IconName, NavIcon } from './nav-icons.tsx';

function NavList({
  current,
  role,
  counts,
}: {
  /** The parts of the admin area the current screen belongs to: their entry is marked current. */
  current: readonly AdminArea[];
  role: Role;
  counts: Partial<Record<IconName, number>>;
}) {
  // The navigation shows only what the account's role may use.
  const items = ADMIN_NAVIGATION.filter((item) => mayUse(role, item.area));
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = current.includes(item.area);
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-sm border-l-[3px] px-3 py-2 text-[0.95rem] font-semibold transition-colors ${
                active
                  ? 'border-gold bg-white/10 text-gold-light'
                  : 'border-transparent text-parchment/85 hover:bg-white/5 hover:text-parchment'
              }`}
            >
              <NavIcon name={item.icon} />
              <span className="flex-1">{item.label}</span>
              {counts[item.icon] ? (
                <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-navy-deep">
                  {counts[item.icon]}
                  <span className="sr-only"> {item.icon === 'messages' ? 'unread' : 'pending'}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function AccountBox({ session, onLogout }: { session: Session; onLogout: () => void }) {
  return (
    <div className="border-t border-white/10 pt-4">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">Signed in as</p>
      <p className="mt-1 truncate font-semibold text-parchment">{session.fullName}</p>
      <div className="mt-3 flex flex-col gap-1">
        <Link
          to={paths.home.to()}
          className="flex min-h-11 items-center gap-3 rounded-sm px-3 text-sm font-semibold text-parchment/85 hover:bg-white/5 hover:text-parchment"
        >
          <NavIcon name="site" />
          View website
        </Link>
        <button
          type="button"
          onClick={onLogout}
          className="flex min-h-11 items-center gap-3 rounded-sm px-3 text-left text-sm font-semibold text-parchment/85 hover:bg-white/5 hover:text-parchment"
        >
          <NavIcon name="logout" />
          Logout
        </button>
      </div>
    </div>
  );
}

function Shell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const stats = useDashboardStats();
  const editor = mayUse(session.role, 'messages');
  const unread = editor ? (stats.data?.unreadMessages ?? 0) : 0;
  const pending = editor ? (stats.data?.pendingSubmissions ?? 0) : 0;
  const forbidden = useForbiddenArea(session.role);
  const currentAreas = useCurrentAreas();
  useSessionKeptCurrent(session);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the phone menu
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <div className="min-h-screen bg-paper lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded-sm bg-gold px-4 py-2 font-semibold text-navy-deep focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* The navy column runs the page's full height; its contents stay in view while the page scrolls. */}
      <aside className="hatch on-dark text-parchment lg:w-64 lg:shrink-0 lg:border-r-4 lg:border-gold">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col">
          <div className="flex items-center justify-between gap-3 border-b-4 border-gold px-4 py-3 lg:border-b lg:border-white/10 lg:px-5 lg:py-5">
            <Link to={paths.admin.dashboard.to()} className="flex items-center gap-3">
              <Crest className="h-10 w-9 shrink-0 text-gold" />
              <span className="leading-tight">
                <span className="block font-serif text-lg font-bold text-parchment">LSS Admin</span>
                <span className="block text-[0.7rem] font-semibold uppercase tracking-[0.2em] text-gold">
                  Content manager
                </span>
              </span>
            </Link>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-sm border border-gold/70 px-3 text-sm font-semibold text-parchment lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? 'Close' : 'Menu'}
              {unread + pending > 0 && !menuOpen ? (
                <span className="h-2 w-2 rounded-full bg-gold" aria-hidden="true" />
              ) : null}
            </button>
          </div>
          <nav
            id={menuId}
            aria-label="Admin"
            className={`${menuOpen ? 'block' : 'hidden'} px-3 py-4 lg:flex lg:flex-1 lg:flex-col lg:justify-between lg:overflow-y-auto`}
          >
            <NavList
              current={currentAreas}
              role={session.role}
              counts={{ messages: unread, submissions: pending }}
            />
            <div className="mt-6 px-1">
              <AccountBox session={session} onLogout={() => logout.mutate()} />
            </div>
          </nav>
        </div>
      </aside>
      <main
        id="admin-main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-10"
      >
        {forbidden ? <NoPermission /> : <Outlet />}
      </main>
    </div>
  );
}

/** A screen the account's role may not use, opened by its address: said in place, nothing loaded. */
function NoPermission() {
  return (
    <AdminPage title="Not available">
      <LoadFailed>{authMessages.noPermission}</LoadFailed>
      <p className="mt-6 text-center">
        <Link to={paths.admin.dashboard.to()} className="link-quiet">
          Back to the dashboard
        </Link>
      </p>
    </AdminPage>
  );
}

/**
 * Spec §6: the guard sends anyone not logged in to the login. Inside, each screen also needs its
 * role (its area's, AREA_ROLES); an address the role may not use shows why instead of the screen.
 */
export function Component() {
  const session = useSession();
  if (!session) return <Navigate to={paths.admin.login.to()} replace />;
  return <Shell session={session} />;
}
