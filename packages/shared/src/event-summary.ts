import type { Event } from './events.ts';
import { excerpt } from './excerpt.ts';

/** The longest excerpt of an event's description a list carries, ellipsis included. */
export const EVENT_EXCERPT_LENGTH = 240;

/**
 * An event as list pages carry it (the events page, the home page's featured event): its
 * description cut to an excerpt (decisions.md, Lists at volume), so a page of events weighs the same
 * however long their descriptions are. No zod here: the public pages' code imports it.
 */
export type EventSummary = Omit<Event, 'description'> & { excerpt: string };

export function toEventSummary({ description, ...event }: Event): EventSummary {
  return { ...event, excerpt: excerpt(description, EVENT_EXCERPT_LENGTH) };
}
