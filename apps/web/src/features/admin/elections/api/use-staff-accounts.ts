import type { AdminUser } from '@lss/shared/users';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { STAFF_KEY } from './keys.ts';

/** Every staff account (GET /api/users, administrators): the officers are named among them. */
export function useStaffAccounts(enabled: boolean) {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => adminRequest<AdminUser[]>('/users', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
