import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { electionPath } from './use-election.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

/** DELETE /api/elections/{slug} (administrators, drafts only). */
export function useDeleteElection() {
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: (slug: string) => adminRequest<{ message: string }>(electionPath(slug), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
