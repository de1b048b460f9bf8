import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { executiveKeys } from '../../executives/api/keys.ts';
import { electionPath } from './use-election.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

export type MadeCouncil = { session: string; created: number; filled: number };

/** POST /api/elections/{slug}/council: the winners become the executives of its session. */
export function useMakeCouncil(slug: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: () => adminRequest<MadeCouncil>(`${electionPath(slug)}/council`, { method: 'POST' }),
    onSuccess: () => Promise.all([invalidate(), client.invalidateQueries({ queryKey: executiveKeys.all })]),
  });
}
