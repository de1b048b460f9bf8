import type { AdminUser, Role } from '@lss/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { ACCOUNTS_KEY } from './keys.ts';

/** Gives an account another role; the accounts reload whether or not the server agreed. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      adminRequest<AdminUser>(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } }),
    onSettled: () => client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
