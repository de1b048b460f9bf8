import type { RouteObject } from 'react-router';

/**
 * ─── Admin area (issue 4) ───────────────────────────────────────────────────────────────────────
 * The admin screens and /register render in the browser only: the server answers these paths with
 * the bare app shell (see isClientOnlyPath in config/paths.ts). Add each screen as a lazily loaded
 * route module so that public pages never download admin code, e.g.
 *
 *   { path: paths.admin.login.pattern, lazy: () => import('#web/features/admin-auth/login-route.tsx') },
 *   {
 *     lazy: () => import('#web/features/admin/admin-layout-route.tsx'),   // guard + layout
 *     children: [{ path: paths.admin.dashboard.pattern, lazy: () => import('…') }, …],
 *   },
 *
 * where each module exports route properties (`Component`, `loader`, `ErrorBoundary`, …).
 * These routes sit beside the public layout, under the root (toaster, scroll-to-top).
 */
export const adminRoutes: RouteObject[] = [];
