import type { DashboardStats } from '@lss/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from './keys.ts';

/** How many records of each kind there are: the dashboard's tiles and the navigation's badges. */
export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => adminRequest<DashboardStats>('/dashboard/stats', { signal }),
  });
}
