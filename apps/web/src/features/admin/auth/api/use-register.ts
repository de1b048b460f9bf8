import type { RegisterInput } from '@lss/shared/users';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

/** Creates an account: the first administrator, a colleague added by one, or an invited colleague. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      adminRequest('/users/register', { method: 'POST', body: input, sessionless: true }),
  });
}
