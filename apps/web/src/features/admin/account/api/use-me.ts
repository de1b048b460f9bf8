import type { AdminUser } from '@lss/shared/users';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { ME_KEY } from './keys.ts';

/** Your own account as the server has it now: name, e-mail, role, whether two-factor sign-in is on. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => adminRequest<AdminUser>('/users/me', { signal }),
  });
}
