import type { RsvpCounts } from '@lss/shared/rsvp';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { ATTENDEES_REFRESH_MS, attendeeKeys, attendeesPath } from './keys.ts';

/** How many registrations are confirmed, waiting and cancelled: the attendee list's status buttons. */
export function useAttendeeCounts(eventId: string) {
  return useQuery({
    queryKey: attendeeKeys.counts(eventId),
    queryFn: ({ signal }) => adminRequest<RsvpCounts>(`${attendeesPath(eventId)}/counts`, { signal }),
    refetchInterval: ATTENDEES_REFRESH_MS,
  });
}
