import type { DashboardStats } from '@lss/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../api/records.ts';

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => adminRequest<DashboardStats>('/dashboard/stats', { signal }),
  });
}
