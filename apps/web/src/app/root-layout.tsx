import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '#web/components/layout/navigation-progress.tsx';
import { ScrollToTop } from '#web/components/layout/scroll-to-top.tsx';
import { useToastAreaRequested } from '#web/lib/toast-area.ts';
import { useRouteShowsToasts } from './route-handle.ts';

const Toaster = lazy(() => import('#web/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The one toast area, loaded with the first page whose forms report through toasts (contact,
 * submissions, the admin area) or when a read fails, and kept from then on, so a toast outlives the
 * page that raised it. Pages that only read, successfully, never download it.
 */
function ToastArea() {
  const routeWants = useRouteShowsToasts();
  const wanted = useToastAreaRequested() || routeWants;
  const [shown, setShown] = useState(wanted);
  if (wanted && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Wraps the public site and the admin area alike: one toast area, scroll-to-top, progress bar. */
export function RootLayout() {
  // Marks the document once React owns it (hydration is a transition and finishes after the
  // bundle starts): tools and the browser tests wait for this before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <Outlet />
      <ToastArea />
    </>
  );
}

/** Last resort for a programming error; data failures are handled by each page. */
export function RootErrorBoundary() {
  return (
    <main className="container-page py-24 text-center">
      <title>Something went wrong</title>
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">Please reload the page or try again in a moment.</p>
      <p className="mt-8">
        <a href="/" className="link-quiet">
          Return home
        </a>
      </p>
    </main>
  );
}
