import { useEffect } from 'react';
import { type Session, saveSession } from '#web/lib/session.ts';
import { useMe } from './use-me.ts';

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
