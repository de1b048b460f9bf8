import type { AdminUser } from '@lss/shared/users';
import { useAdminList } from '../../api/records.ts';
import { ACCOUNTS_KEY } from './keys.ts';

/** The page of accounts the address asks for (page, search, order). */
export function useAccounts() {
  return useAdminList<AdminUser>(ACCOUNTS_KEY, '/users');
}
