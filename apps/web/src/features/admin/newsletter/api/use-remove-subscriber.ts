import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { SUBSCRIBERS_KEY } from './keys.ts';

/** Removes a subscriber; the list reloads. */
export function useRemoveSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ message: string }>(`/newsletter/subscribers/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
}
