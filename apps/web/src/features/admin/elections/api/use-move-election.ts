import type { ElectionStatus } from '@lss/shared/election-statuses';
import type { ElectionDetail } from '@lss/shared/elections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { electionKey } from './keys.ts';
import { electionPath } from './use-election.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

/** POST /api/elections/{slug}/status: the next step by hand (its officers). */
export function useMoveElection(slug: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: (status: ElectionStatus) =>
      adminRequest<ElectionDetail>(`${electionPath(slug)}/status`, { method: 'POST', body: { status } }),
    onSuccess: (election) => {
      client.setQueryData(electionKey(slug), election);
      return invalidate();
    },
  });
}
