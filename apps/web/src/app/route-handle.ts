import { useMatches } from 'react-router';

/** What a route tells the layouts around it. */
export type RouteHandle = {
  /** The route's forms report through toasts: the toast area is loaded with it. */
  toasts?: boolean;
};

export const TOASTS: RouteHandle = { toasts: true };

/** Whether any route of the current page reports through toasts. */
export function useRouteShowsToasts(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.toasts === true);
}
