import type { ActivityEntry } from '@lss/shared/activity';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { RECENT_ACTIVITY_KEY } from './keys.ts';

/** The last few entries of the audit log, for the dashboard. */
export function useRecentActivity() {
  return useQuery({
    queryKey: RECENT_ACTIVITY_KEY,
    queryFn: ({ signal }) => adminRequest<ActivityEntry[]>('/activity?limit=8', { signal }),
  });
}
