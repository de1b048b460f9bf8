import type { ElectionDetail, ElectionUpdateInput } from '@lss/shared/elections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { electionKey } from './keys.ts';
import { electionPath } from './use-election.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

/** PATCH /api/elections/{slug} with only what changed; the election shows what the server stored. */
export function useUpdateElection(slug: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: (changes: ElectionUpdateInput) =>
      adminRequest<ElectionDetail>(electionPath(slug), { method: 'PATCH', body: changes }),
    onSuccess: (election) => {
      client.setQueryData(electionKey(slug), election);
      return invalidate();
    },
  });
}
