import { type AdminArea, isAdminArea, mayUse } from '@lss/shared/admin-areas';
import type { Role } from '@lss/shared/users';
import { useMatches } from 'react-router';
import { useSession } from '#web/lib/session.ts';

/*
 * Who may use which part of the admin area. The least role of each area is AREA_ROLES, with
 * `mayUse` for a role (@lss/shared/admin-areas), the one table the server enforces on every call
 * too; the hooks below apply it to the signed-in account and the current address (navigation,
 * dashboard, route guard).
 */

/** Whether the signed-in account may use `area` (false while nobody is signed in). */
export function useMayUse(area: AdminArea): boolean {
  const session = useSession();
  return session ? mayUse(session.role, area) : false;
}

/** What an admin route tells the guard: the part of the admin area it belongs to. */
export type AdminRouteHandle = { area: AdminArea };

const areaOf = (handle: unknown): AdminArea | null =>
  handle && typeof handle === 'object' && 'area' in handle && isAdminArea(handle.area) ? handle.area : null;

/** The parts of the admin area the current address belongs to, outermost first. */
export function useCurrentAreas(): AdminArea[] {
  return useMatches()
    .map((match) => areaOf(match.handle))
    .filter((area) => area !== null);
}

/** The part of the admin area the current address belongs to that `role` may not use, if any. */
export function useForbiddenArea(role: Role): AdminArea | null {
  return useCurrentAreas().find((area) => !mayUse(role, area)) ?? null;
}
