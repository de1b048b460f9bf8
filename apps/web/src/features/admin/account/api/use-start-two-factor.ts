import type { TotpSetup } from '@lss/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { ACCOUNTS_KEY, ME_KEY } from './keys.ts';

/**
 * Starts setting up two-factor sign-in: a new secret and its QR code. When it fails (on already, say),
 * your account and the accounts reload to show how things are.
 */
export function useStartTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<TotpSetup>('/users/me/totp', { method: 'POST' }),
    onError: () => {
      void Promise.all([
        client.invalidateQueries({ queryKey: ME_KEY }),
        client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]);
    },
  });
}
