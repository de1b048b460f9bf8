import type { Rsvp } from '@lss/shared/rsvp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { attendeeKeys } from './keys.ts';

const segment = encodeURIComponent;

/**
 * One tap checks someone in or out. The list changes at once (a queue at the door cannot wait for
 * the network) and goes back if the server refuses.
 */
export function useCheckIn(eventId: string) {
  const client = useQueryClient();
  const key = attendeeKeys.all(eventId);
  return useMutation({
    mutationFn: ({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
      adminRequest<Rsvp>(`/events/${segment(eventId)}/rsvps/${segment(id)}`, {
        method: 'PATCH',
        body: { checkedIn },
      }),
    onMutate: async ({ id, checkedIn }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Rsvp[]>(key);
      client.setQueryData<Rsvp[]>(key, (rows) =>
        rows?.map((row) => (row._id === id ? { ...row, checkedIn } : row)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(key, context?.before),
    onSuccess: (saved) =>
      client.setQueryData<Rsvp[]>(key, (rows) => rows?.map((row) => (row._id === saved._id ? saved : row))),
  });
}
