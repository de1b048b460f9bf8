import type { LoginResponse, UpdateProfileInput } from '@lss/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { saveSession } from '#web/lib/session.ts';
import { ACCOUNTS_KEY, ME_KEY } from './keys.ts';

/** Saves your name and e-mail (a new e-mail with your password); the session takes them, and your account and the accounts reload. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) =>
      adminRequest<LoginResponse>('/users/me', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      saveSession(saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: ME_KEY }),
        client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]);
    },
  });
}
