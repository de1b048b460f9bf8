import type { Nomination } from '@lss/shared/elections';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { electionPath } from './use-election.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

export type NominationDecision = { id: string; status: 'accepted' | 'rejected'; reason?: string };

/** PATCH /api/elections/{slug}/nominations/{id}: accept, or reject with a reason (its officers). */
export function useDecideNomination(slug: string) {
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: ({ id, ...decision }: NominationDecision) =>
      adminRequest<Nomination>(`${electionPath(slug)}/nominations/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: decision,
      }),
    onSuccess: invalidate,
  });
}
