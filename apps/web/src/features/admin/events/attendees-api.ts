import { foldForSearch } from '@lss/shared/admin-list';
import type { EventDetail } from '@lss/shared/events';
import { PAGE_LIMIT_MAX } from '@lss/shared/pagination';
import type { Rsvp, RsvpCounts } from '@lss/shared/rsvp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, adminRequestPage } from '#web/lib/admin-api.ts';

const attendeesKey = (eventId: string) => ['events', eventId, 'rsvps'] as const;
/** Late registrations and the other phone at the door show up on their own this often. */
export const ATTENDEES_REFRESH_MS = 30_000;
const segment = encodeURIComponent;

/** The API address of an event's registrations (a page at a time, like every list). */
export const attendeesPath = (eventId: string) => `/events/${segment(eventId)}/rsvps`;

/** The attendee list's query key: under the door's, so a check-in's cancelQueries reaches it too. */
export const attendeeListKey = (eventId: string) => [...attendeesKey(eventId), 'list'] as const;

/**
 * Every registration of an event, the largest page the API gives at a time until X-Total-Count is
 * reached: the door searches and counts the whole list on the phone, with no network between taps.
 */
async function everyRegistration(eventId: string, signal: AbortSignal): Promise<Rsvp[]> {
  const rows: Rsvp[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await adminRequestPage<Rsvp>(
      `${attendeesPath(eventId)}?limit=${PAGE_LIMIT_MAX}&page=${page}`,
      { signal },
    );
    rows.push(...items);
    if (rows.length >= total || items.length === 0) return rows;
  }
}

/** The event an attendee screen is about (title, date, venue). */
export function useAttendeeEvent(eventId: string) {
  return useQuery({
    queryKey: ['events', eventId, 'detail'],
    queryFn: ({ signal }) => adminRequest<EventDetail>(`/events/${segment(eventId)}`, { signal }),
  });
}

/** How many registrations are confirmed, waiting and cancelled: the attendee list's status buttons. */
export function useAttendeeCounts(eventId: string) {
  return useQuery({
    queryKey: [...attendeesKey(eventId), 'counts'],
    queryFn: ({ signal }) => adminRequest<RsvpCounts>(`${attendeesPath(eventId)}/counts`, { signal }),
    refetchInterval: ATTENDEES_REFRESH_MS,
  });
}

/** The event and every one of its registrations, for the door. */
export function useAttendees(eventId: string) {
  const event = useAttendeeEvent(eventId);
  const attendees = useQuery({
    queryKey: attendeesKey(eventId),
    queryFn: ({ signal }) => everyRegistration(eventId, signal),
    refetchInterval: ATTENDEES_REFRESH_MS,
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
  return foldForSearch(name).includes(foldForSearch(query.trim()));
}
