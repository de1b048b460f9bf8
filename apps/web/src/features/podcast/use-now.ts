import { COUNTDOWN_REFRESH_MS } from '@lss/shared/constants';
import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every second until `until` is reached. It starts from `initialNow`
 * (the time the page's data was loaded) so that the server's HTML and the hydrating render print
 * the same countdown; the live clock takes over right after hydration.
 */
export function useNowUntil(initialNow: number, until: number): number {
  const [now, setNow] = useState(initialNow);
  const reached = now >= until;
  useEffect(() => {
    if (reached) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reached]);
  return now;
}
