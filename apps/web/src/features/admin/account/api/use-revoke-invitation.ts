import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { INVITATIONS_KEY } from './keys.ts';

/** Revokes a pending invitation (its link stops working); the invitations reload. */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/users/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
