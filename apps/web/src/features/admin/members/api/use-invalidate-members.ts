import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { MEMBERS_KEY } from './keys.ts';

/** After a write: the roster, its sessions, the renewal count and the dashboard's counts reload. */
export function useInvalidateMembers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: MEMBERS_KEY }),
      client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    ]);
}
