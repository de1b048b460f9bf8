import { EVENT_DURATION_MS } from '@lss/shared/calendar';
import type { Event } from '@lss/shared/events';
import type { CalendarEntry } from '../../lib/ical.ts';

/**
 * An event as a calendar entry: the same entry (and uid) in the events feed, the event's own .ics
 * and the one a registration e-mail carries, so a calendar app keeps one entry whichever it got first.
 */
export function eventCalendarEntry(
  event: Pick<Event, '_id' | 'title' | 'description' | 'venue' | 'eventDate' | 'updatedAt'>,
  publicUrl: string,
): CalendarEntry {
  const start = new Date(event.eventDate);
  return {
    uid: `event-${event._id}@${new URL(publicUrl).hostname}`,
    start,
    end: new Date(start.getTime() + EVENT_DURATION_MS),
    summary: event.title,
    description: event.description,
    location: event.venue,
    url: new URL(`/events/${event._id}`, `${publicUrl}/`).toString(),
    updated: new Date(event.updatedAt),
  };
}
