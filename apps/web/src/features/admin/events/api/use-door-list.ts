import { PAGE_LIMIT_MAX } from '@lss/shared/pagination';
import type { Rsvp } from '@lss/shared/rsvp';
import { useQuery } from '@tanstack/react-query';
import { adminRequestPage } from '#web/lib/admin-api.ts';
import { ATTENDEES_REFRESH_MS, attendeeKeys, attendeesPath } from './keys.ts';

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

/** Every one of an event's registrations, for the door. */
export function useDoorList(eventId: string) {
  return useQuery({
    queryKey: attendeeKeys.all(eventId),
    queryFn: ({ signal }) => everyRegistration(eventId, signal),
    refetchInterval: ATTENDEES_REFRESH_MS,
  });
}
