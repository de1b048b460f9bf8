import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { clearSession } from '#web/lib/session.ts';

/** Spec §2: logout clears the session and goes to the admin login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    clearSession();
    navigate(paths.admin.login.to());
  };
}
