import type { MemberRenewal } from '@lss/shared/member-roster';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { MEMBERS_RENEWAL_KEY } from './keys.ts';

/** How many verified members were not verified for the current session (GET /api/members/renewal). */
export function useMemberRenewal() {
  return useQuery({
    queryKey: MEMBERS_RENEWAL_KEY,
    queryFn: ({ signal }) => adminRequest<MemberRenewal>('/members/renewal', { signal }),
  });
}
