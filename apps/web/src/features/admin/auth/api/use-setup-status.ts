import type { SetupStatus } from '@lss/shared/users';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { SETUP_KEY } from './keys.ts';

/** Whether the site has any account yet; read afresh on every visit (the first may have just been made). */
export function useSetupStatus() {
  return useQuery({
    queryKey: SETUP_KEY,
    queryFn: ({ signal }) => adminRequest<SetupStatus>('/users/setup', { signal, sessionless: true }),
    gcTime: 0,
  });
}
