import type { ResetPasswordInput } from '@lss/shared/users';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { clearSession } from '#web/lib/session.ts';

/** A new password from the e-mailed link; the server ends every session of the account, this one too. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      adminRequest('/users/reset-password', { method: 'POST', body: input, sessionless: true }),
    // One kept here would only fail later.
    onSuccess: () => clearSession(),
  });
}
