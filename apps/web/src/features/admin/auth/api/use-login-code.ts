import type { LoginResponse, LoginTotpInput } from '@lss/shared/users';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

/** The login's second step: the challenge with a code from the app (or a recovery code). */
export function useLoginCode() {
  return useMutation({
    mutationFn: (input: LoginTotpInput) =>
      adminRequest<LoginResponse>('/users/login/totp', { method: 'POST', body: input, sessionless: true }),
  });
}
