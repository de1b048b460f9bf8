// The app itself, started by entry-client.tsx once the server's HTML has been painted.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { isClientOnlyPath } from '#web/config/paths.ts';
import { createPublicApi } from '#web/lib/public-api.ts';
import { HYDRATION_GLOBAL, readRouterData } from './hydration.ts';
import { createRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const routes = createRoutes({
  data: createPublicApi(),
  publicUrl: window.location.origin,
  runtime: 'browser',
});
/**
 * Lazily loaded routes of the current page are loaded before the first render, so hydration finds
 * the same components the server rendered (React Router's documented SSR pattern).
 */
async function loadLazyMatches(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const routerData = readRouterData(document);
  // The admin shell renders from scratch: React Router loads its lazy screens itself.
  if (routerData) {
    await loadLazyMatches(routes);
    // Where createBrowserRouter looks for server data (it also revives the serialised errors).
    Object.assign(window, { [HYDRATION_GLOBAL]: routerData });
  }
  let adminAdded = false;
  const router = createBrowserRouter(routes, {
    // The admin area's routes (and /register) join the tree the first time one of its paths is
    // opened: until then its paths match the public not-found route, so React Router asks here.
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminAdded || !isClientOnlyPath(new URL(path, window.location.origin).pathname)) return;
      const { adminRoutes } = await import('./admin-routes.tsx');
      if (adminAdded) return;
      adminAdded = true;
      patch('root', adminRoutes);
    },
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (routerData) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread in one long task (a slow phone stays responsive to taps and scrolling).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The admin area's shell: nothing to hydrate, the browser renders it.
    createRoot(root).render(app);
  }
}

void start(container);
