import ical, { ICalCalendarMethod } from 'ical-generator';

/** One item of a subscribable calendar (an event or an episode), in UTC. */
export type CalendarEntry = {
  /** Stable per item, so that calendar apps update an entry rather than add a second one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  updated: Date;
};

/**
 * An iCalendar (RFC 5545) document written by ical-generator, which escapes and folds every value:
 * no text a user typed can end a line and start a property of its own.
 */
export function toICalendar(name: string, entries: CalendarEntry[]): string {
  const calendar = ical({
    name,
    prodId: { company: "Law Students' Society", product: 'Website', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      start: entry.start,
      end: entry.end,
      stamp: entry.updated,
      lastModified: entry.updated,
      summary: entry.summary,
      description: entry.description ?? null,
      location: entry.location ?? null,
      url: entry.url ?? null,
    });
  }
  return calendar.toString();
}
