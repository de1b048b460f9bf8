import type { InvitationLookup } from '@lss/shared/users';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { invitationKey } from './keys.ts';

/** The invitation behind /register?invite=TOKEN: its e-mail and role; an error once used or expired. */
export function useInvitationLookup(token: string | null) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) =>
      adminRequest<InvitationLookup>('/users/invitations/lookup', {
        method: 'POST',
        body: { invite: token },
        signal,
        sessionless: true,
      }),
    enabled: token !== null,
    retry: false,
  });
}
