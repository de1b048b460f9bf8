import type { ElectionDetail } from '@lss/shared/elections';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { electionKey } from './keys.ts';

const electionPath = (slug: string) => `/elections/${encodeURIComponent(slug)}`;

/** One election as its staff see it (officers' ids; results from the close). */
export function useElection(slug: string) {
  return useQuery({
    queryKey: electionKey(slug),
    queryFn: ({ signal }) => adminRequest<ElectionDetail>(electionPath(slug), { signal }),
    // The clock moves an election on by itself: what is shown is what is stored now.
    staleTime: 0,
  });
}

export { electionPath };
