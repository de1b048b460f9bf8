import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every page change scrolls to the top (a filter change on the same page does not). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
