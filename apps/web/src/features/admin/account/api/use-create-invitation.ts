import type { InvitationCreated, InvitationInput } from '@lss/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { INVITATIONS_KEY } from './keys.ts';

/** Invites a colleague by e-mail (a one-time link, 7 days); the invitations reload meanwhile. */
export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      adminRequest<InvitationCreated>('/users/invitations', { method: 'POST', body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}
