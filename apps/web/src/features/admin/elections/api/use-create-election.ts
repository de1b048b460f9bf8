import type { ElectionCreateInput, ElectionDetail } from '@lss/shared/elections';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

/** POST /api/elections (administrators): 201 with the election and its slug. */
export function useCreateElection() {
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: (input: ElectionCreateInput) =>
      adminRequest<ElectionDetail>('/elections', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}
