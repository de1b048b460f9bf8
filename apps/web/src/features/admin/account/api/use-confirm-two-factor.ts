import type { TotpConfirmInput, TotpRecoveryCodes } from '@lss/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { ACCOUNTS_KEY, ME_KEY } from './keys.ts';

/** Turns two-factor sign-in on with a code from the app; the answer is the recovery codes. */
export function useConfirmTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpConfirmInput) =>
      adminRequest<TotpRecoveryCodes>('/users/me/totp/confirm', { method: 'POST', body }),
    onSuccess: () => {
      void Promise.all([
        client.invalidateQueries({ queryKey: ME_KEY }),
        client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]);
    },
  });
}
