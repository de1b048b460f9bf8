import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/http.ts';

/** Retry once only when the failure may be passing (network, 5xx); a 4xx will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Cached data shows at once on a revisit while a fresh read runs: another administrator may have
      // changed it since.
      queries: { retry: shouldRetry, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
