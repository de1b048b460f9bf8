import { hasRole, type Role } from '@lss/shared/users';
import { useMatches } from 'react-router';
import { useSession } from '#web/lib/session.ts';

/**
 * The least role each part of the admin area needs (decisions.md, Accounts and roles). The
 * navigation, the dashboard and the route guard all read this one table; the server enforces the
 * same rules on every call.
 */
export const MINIMUM_ROLE = {
  dashboard: 'contributor',
  posts: 'contributor',
  /** The media library: contributors see their own uploads (the server filters). */
  media: 'contributor',
  account: 'contributor',
  events: 'editor',
  executives: 'editor',
  materials: 'editor',
  podcast: 'editor',
  messages: 'editor',
  /** The newsletter's subscribers, and sending a post to them. */
  subscribers: 'editor',
  submissions: 'editor',
  /** Publishing posts, and the drafts contributors submit for review. */
  reviews: 'editor',
  settings: 'administrator',
  activity: 'administrator',
  /** The account list, roles and invitations. */
  accounts: 'administrator',
} as const satisfies Record<string, Role>;

export type AdminArea = keyof typeof MINIMUM_ROLE;

export const mayUse = (role: Role, area: AdminArea): boolean => hasRole(role, MINIMUM_ROLE[area]);

/** Whether the signed-in account may use `area` (false while nobody is signed in). */
export function useMayUse(area: AdminArea): boolean {
  const session = useSession();
  return session ? mayUse(session.role, area) : false;
}

/** What an admin route tells the guard: the part of the admin area it belongs to. */
export type AdminRouteHandle = { area: AdminArea };

const areaOf = (handle: unknown): AdminArea | null =>
  handle && typeof handle === 'object' && 'area' in handle && typeof handle.area === 'string'
    ? (handle.area as AdminArea)
    : null;

/** The parts of the admin area the current address belongs to that `role` may not use. */
export function useForbiddenArea(role: Role): AdminArea | null {
  const areas = useMatches()
    .map((match) => areaOf(match.handle))
    .filter((area) => area !== null);
  return areas.find((area) => !mayUse(role, area)) ?? null;
}
