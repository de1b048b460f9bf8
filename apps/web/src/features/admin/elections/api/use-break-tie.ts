import type { PositionResult } from '@lss/shared/elections';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { electionPath } from './use-election.ts';
import { useInvalidateElections } from './use-invalidate-elections.ts';

export type TieBreak = { positionId: string; winners: string[]; note: string };

/** PUT /api/elections/{slug}/positions/{id}/tie-break (its officers, after the close). */
export function useBreakTie(slug: string) {
  const invalidate = useInvalidateElections();
  return useMutation({
    mutationFn: ({ positionId, ...body }: TieBreak) =>
      adminRequest<PositionResult>(
        `${electionPath(slug)}/positions/${encodeURIComponent(positionId)}/tie-break`,
        { method: 'PUT', body },
      ),
    onSuccess: invalidate,
  });
}
