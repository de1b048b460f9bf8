// First: React Fast Refresh's preamble in development (an empty module in production builds).
import '@vitejs/plugin-react/preamble';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, useLocation, useNavigation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastArea } from '#web/components/ui/toast-area.tsx';
import { adminRoutes } from '../admin-routes.tsx';
import { RootErrorBoundary } from '../root-error-boundary.tsx';

/** A thin gold bar while the next screen's data loads, so a slow network does not feel frozen. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[lss-progress_1.1s_ease-in-out_infinite] bg-gold" />
    </div>
  );
}

/** The admin area's frame: the progress bar, a new screen starting at its top, the toast area. */
function AdminShell() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: spec §2, every screen change starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // Marks the document once React owns it: tools and the browser tests wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToastArea initiallyShown />
    </>
  );
}

/**
 * The admin area (and /register): a single-page app, loaded only on its own addresses. A link out of
 * it to the public site (View post, the society's name) opens that page from the server.
 */
const router = createBrowserRouter([
  {
    id: 'root',
    Component: AdminShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      ...adminRoutes,
      {
        path: '*',
        loader: ({ request }) => {
          window.location.assign(request.url);
          // The browser is leaving; nothing renders meanwhile.
          return new Promise<never>(() => {});
        },
      },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
