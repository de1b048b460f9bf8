import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { logOut } from '#web/lib/session.ts';

/** Spec §2: logout ends the session (here and on the server) and goes to the admin login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void logOut();
    navigate(paths.admin.login.to());
  };
}
