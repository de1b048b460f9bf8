import type { ContactMessage } from '@lss/shared/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { INBOX_KEY } from './keys.ts';

/** Marks a message read or unread; the inbox and the dashboard's unread count reload. */
export function useSetMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      adminRequest<ContactMessage>(`/contact/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: INBOX_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}
