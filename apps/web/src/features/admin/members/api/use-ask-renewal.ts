import type { MemberRenewal } from '@lss/shared/member-roster';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

/**
 * Asks the server, once a new session has started, how many verified members were not verified for
 * it: one read on demand, never cached, so the confirmation names the count as it is now.
 */
export function useAskRenewal() {
  return useMutation({ mutationFn: () => adminRequest<MemberRenewal>('/members/renewal') });
}
