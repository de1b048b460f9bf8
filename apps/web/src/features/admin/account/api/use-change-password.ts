import type { ChangePasswordInput, LoginResponse } from '@lss/shared/users';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { saveSession } from '#web/lib/session.ts';

/** Changes your password: the server revokes every earlier token and returns a new one for this browser. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      adminRequest<LoginResponse>('/users/me/password', { method: 'PUT', body: input }),
    onSuccess: (session) => saveSession(session),
  });
}
