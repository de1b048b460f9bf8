import type { AdminUser } from '@lss/shared/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminRequest } from '#web/lib/admin-api.ts';
import { type Session, saveSession } from '#web/lib/session.ts';

export const ME_KEY = ['me'] as const;

/** Your own account as the server has it now: name, e-mail, role, whether two-factor sign-in is on. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => adminRequest<AdminUser>('/users/me', { signal }),
  });
}

/**
 * The stored session was written at login; an administrator may have changed the role since, or
 * you your name in another tab. The admin area follows the server's answer, so the navigation
 * never offers what the server would now refuse.
 */
export function useSessionKeptCurrent(session: Session): void {
  const me = useMe().data;
  useEffect(() => {
    if (!me) return;
    if (me.role !== session.role || me.fullName !== session.fullName || me.email !== session.email) {
      saveSession({ ...session, role: me.role, fullName: me.fullName, email: me.email });
    }
  }, [me, session]);
}
