import type { ForgotPasswordInput } from '@lss/shared/users';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

/** Asks for a password reset link by e-mail (the server answers the same whether the account exists). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      adminRequest<{ message?: string }>('/users/forgot-password', {
        method: 'POST',
        body: input,
        sessionless: true,
      }),
  });
}
