import '../styles/app.css';
import '#web/lib/react-only-props.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrateInTurns, nextTask } from '#web/lib/hydration-turns.tsx';
import { createPublicApi } from '#web/lib/public-api.ts';
import { HYDRATION_GLOBAL } from './hydration.ts';
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
  const hydrating = HYDRATION_GLOBAL in window;
  // The admin shell renders from scratch: React Router loads its lazy screens itself.
  if (hydrating) await loadLazyMatches(routes);
  // Reads window.__staticRouterHydrationData, written by the server for public pages.
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrating) {
    // The router's start and the page's parts each get a task of their own
    // (lib/hydration-turns.tsx): no single long task on a slow phone.
    await nextTask();
    await hydrateInTurns(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The admin area's shell: nothing to hydrate, the browser renders it.
    createRoot(root).render(app);
  }
  // Tools and the browser tests wait for this mark before they interact.
  document.documentElement.dataset.hydrated = '';
}

void start(container);
