import type { Rsvp, RsvpStatus } from '@lss/shared/rsvp';
import { useAdminList } from '../../api/records.ts';
import { ATTENDEES_REFRESH_MS, attendeeKeys, attendeesPath } from './keys.ts';

/** The page of an event's registrations in one status the address asks for (searched, sorted on the server). */
export function useAttendees(eventId: string, status: RsvpStatus) {
  return useAdminList<Rsvp>(attendeeKeys.list(eventId), attendeesPath(eventId), {
    filters: { status },
    refetchInterval: ATTENDEES_REFRESH_MS,
  });
}
