import type { MemberRenewalResult } from '@lss/shared/member-roster';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { useInvalidateMembers } from './use-invalidate-members.ts';

/** Lapses the verified members not verified for `session`, which the confirmation named (409 if another is current by now). */
export function useLapseForSession() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (session: string) =>
      adminRequest<MemberRenewalResult>('/members/renewal', { method: 'POST', body: { session } }),
    onSuccess: invalidate,
  });
}
