import type { EventDetail } from '@lss/shared/events';
import type { Rsvp } from '@lss/shared/rsvp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

const attendeesKey = (eventId: string) => ['events', eventId, 'rsvps'] as const;
const segment = encodeURIComponent;

/** The event (title, date, counts) and its registrations, for the attendee list and the door. */
export function useAttendees(eventId: string) {
  const event = useQuery({
    queryKey: ['events', eventId, 'detail'],
    queryFn: ({ signal }) => adminRequest<EventDetail>(`/events/${segment(eventId)}`, { signal }),
  });
  const attendees = useQuery({
    queryKey: attendeesKey(eventId),
    queryFn: ({ signal }) => adminRequest<Rsvp[]>(`/events/${segment(eventId)}/rsvps`, { signal }),
    // Late registrations and the other phone at the door show up on their own.
    refetchInterval: 30_000,
  });
  return { event, attendees };
}

/**
 * One tap checks someone in or out. The list changes at once (a queue at the door cannot wait for
 * the network) and goes back if the server refuses.
 */
export function useCheckIn(eventId: string) {
  const client = useQueryClient();
  const key = attendeesKey(eventId);
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

/** Names compared without case or accents: "chidi" finds "Chídí". */
export function matchesName(name: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return fold(name).includes(fold(query.trim()));
}
