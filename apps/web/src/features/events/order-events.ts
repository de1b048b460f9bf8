import type { Event } from '@lss/shared/events';

/** decisions.md: upcoming events first (soonest first), then past events (most recent first). */
export function orderEvents(events: readonly Event[], now: number) {
  const time = (event: Event) => new Date(event.eventDate).getTime();
  const upcoming = events.filter((event) => time(event) >= now).sort((a, b) => time(a) - time(b));
  const past = events.filter((event) => time(event) < now).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}
