import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { MEMBERS_SESSIONS_KEY } from './keys.ts';

/** The sessions members joined in, and the current one, newest first: the joining-session filter's choices. */
export function useJoinedSessions() {
  return useQuery({
    queryKey: MEMBERS_SESSIONS_KEY,
    queryFn: ({ signal }) => adminRequest<string[]>('/members/joined-sessions', { signal }),
  });
}
