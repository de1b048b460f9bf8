import type { EventDetail } from '@lss/shared/events';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { attendeeKeys } from './keys.ts';

/** The event an attendee screen is about (title, date, venue). */
export function useAttendeeEvent(eventId: string) {
  return useQuery({
    queryKey: attendeeKeys.event(eventId),
    queryFn: ({ signal }) => adminRequest<EventDetail>(`/events/${encodeURIComponent(eventId)}`, { signal }),
  });
}
