import type { Event, EventInput } from '@lss/shared/events';
import { type Resource, recordKeys } from '../../api/records.ts';

const segment = encodeURIComponent;

/** Where events live in the API (spec §7): the admin list, one record, and writes. */
export const eventsResource: Resource<Event, EventInput> = {
  key: 'events',
  listPath: '/events/all',
  itemPath: (id) => `/events/${segment(id)}`,
  writePath: '/events',
};

export const eventKeys = recordKeys(eventsResource);

/** Late registrations and the other phone at the door show up on their own this often. */
export const ATTENDEES_REFRESH_MS = 30_000;

/** The API address of an event's registrations (a page at a time, like every list). */
export const attendeesPath = (eventId: string) => `/events/${segment(eventId)}/rsvps`;

/** An event's attendee screens: its details, its registrations (the door's whole list), their counts. */
export const attendeeKeys = {
  event: (eventId: string) => ['events', eventId, 'detail'] as const,
  /** Every registration, for the door; the other keys are under it, so a check-in's cancelQueries reaches them. */
  all: (eventId: string) => ['events', eventId, 'rsvps'] as const,
  list: (eventId: string) => [...attendeeKeys.all(eventId), 'list'] as const,
  counts: (eventId: string) => [...attendeeKeys.all(eventId), 'counts'] as const,
};
