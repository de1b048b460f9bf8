import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { logOut } from '#web/lib/session.ts';

/**
 * Logs out: the server revokes the token too, and the session ends here whatever its answer; the
 * cached records go with it, and the login page opens.
 */
export function useLogout() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      client.clear();
      navigate(paths.admin.login.to(), { replace: true });
    },
  });
}
