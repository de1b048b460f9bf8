// First: React Fast Refresh's preamble in development (an empty module in production builds).
import '@vitejs/plugin-react/preamble';
import '../styles/app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
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
// Reads window.__staticRouterHydrationData, written by the server for public pages.
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (HYDRATION_GLOBAL in window) {
  hydrateRoot(container, app);
} else {
  // The admin area's shell: nothing to hydrate, the browser renders it.
  createRoot(container).render(app);
}
