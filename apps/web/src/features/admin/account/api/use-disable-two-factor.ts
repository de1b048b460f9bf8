import type { TotpDisableInput } from '@lss/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { ACCOUNTS_KEY, ME_KEY } from './keys.ts';

/** Turns two-factor sign-in off with a current code or a recovery code. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpDisableInput) => adminRequest('/users/me/totp', { method: 'DELETE', body }),
    onSuccess: () => {
      void Promise.all([
        client.invalidateQueries({ queryKey: ME_KEY }),
        client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]);
    },
  });
}
