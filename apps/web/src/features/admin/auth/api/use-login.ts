import type { LoginAnswer, LoginInput } from '@lss/shared/users';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

/** E-mail and password: the session, or a challenge for the two-factor code (a 401 is a wrong password). */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      adminRequest<LoginAnswer>('/users/login', { method: 'POST', body: input, sessionless: true }),
  });
}
