import type { Nomination } from '@lss/shared/elections';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { nominationsKey } from './keys.ts';
import { electionPath } from './use-election.ts';

/** Every nomination of the election, of every status, with its member (its officers and administrators). */
export function useNominations(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: nominationsKey(slug),
    queryFn: ({ signal }) => adminRequest<Nomination[]>(`${electionPath(slug)}/nominations`, { signal }),
    enabled,
  });
}
