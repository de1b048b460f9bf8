import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { INBOX_KEY } from './keys.ts';

/** Deletes a message; the inbox and the dashboard reload. */
export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(`/contact/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: INBOX_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}
