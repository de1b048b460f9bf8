import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { AdminRouteHandle } from '#web/features/admin/access.ts';
import { ADMIN_SCREENS, SIGNED_OUT_SCREENS } from './admin/admin-screens.ts';

/**
 * ─── Admin area (issue 4) ───────────────────────────────────────────────────────────────────────
 * The admin screens and /register render in the browser only: the server answers these paths with
 * the bare app shell (see isClientOnlyPath in config/paths.ts), which loads the admin area's own
 * single-page app (admin/admin-client.tsx). Every screen is a lazily loaded route module
 * (admin/admin-screens.ts).
 */
const admin = paths.admin;

export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    lazy: () => import('./admin/admin-root.tsx'),
    children: [
      ...SIGNED_OUT_SCREENS.flatMap((screen) => screen.paths.map((path) => ({ path, lazy: screen.load }))),
      {
        // The guard and the admin layout.
        lazy: () => import('./admin/admin-layout.tsx'),
        children: [
          { path: admin.root.pattern, lazy: () => import('./admin/admin-index.tsx') },
          // Inside the guard, each screen's handle names the part of the admin area it belongs to (roles).
          ...ADMIN_SCREENS.flatMap((screen) =>
            screen.paths.map((path) => ({
              path,
              lazy: screen.load,
              handle: { area: screen.area } satisfies AdminRouteHandle,
            })),
          ),
          // An unknown admin address lands on the dashboard rather than the public 404 page.
          { path: `${admin.root.pattern}/*`, lazy: () => import('./admin/admin-index.tsx') },
        ],
      },
    ],
  },
];
