import type { Invitation } from '@lss/shared/users';
import { useAdminList } from '../../api/records.ts';
import { INVITATIONS_KEY } from './keys.ts';

/** The Account page lists accounts too: the invitations keep their place under their own names. */
const INVITATIONS_ADDRESS = 'invitations-';

/** The page of pending invitations the address asks for (?invitations-page=, -q=, -sort=). */
export function useInvitations() {
  return useAdminList<Invitation>(INVITATIONS_KEY, '/users/invitations', {
    addressPrefix: INVITATIONS_ADDRESS,
  });
}
