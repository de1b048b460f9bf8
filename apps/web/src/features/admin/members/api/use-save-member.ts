import type { MemberPatchInput, MemberRecord } from '@lss/shared/member-roster';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { useInvalidateMembers } from './use-invalidate-members.ts';

/** PATCH /api/members/{id} with what the editor changed; the roster reloads. */
export function useSaveMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: MemberPatchInput }) =>
      adminRequest<MemberRecord>(`/members/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
    onSuccess: invalidate,
  });
}
