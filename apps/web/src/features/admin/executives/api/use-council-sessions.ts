import { PAGE_LIMIT_MAX } from '@lss/shared/pagination';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { SESSIONS_KEY } from './keys.ts';

/** Every session that has a council, for the Session filter. */
export function useCouncilSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) =>
      adminRequest<string[]>(`/executives/sessions?limit=${PAGE_LIMIT_MAX}`, { signal }),
  });
}
