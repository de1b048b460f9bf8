import type { MemberBulkResult } from '@lss/shared/member-roster';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { useInvalidateMembers } from './use-invalidate-members.ts';

/** Verify (for the current session) or lapse the members chosen; the roster reloads. */
export function useMemberStatusChange() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ change, ids }: { change: 'verify' | 'lapse'; ids: string[] }) =>
      adminRequest<MemberBulkResult>(`/members/${change}`, { method: 'POST', body: { ids } }),
    onSuccess: invalidate,
  });
}
