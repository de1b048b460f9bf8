import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '#web/components/layout/navigation-progress.tsx';
import { ScrollToTop } from '#web/components/layout/scroll-to-top.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';

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
      <Toaster />
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
