/**
 * 'Add to calendar' links for an event or an episode: Google Calendar and Outlook take the details
 * in the URL; times are UTC so they are right in every time zone.
 */
export type CalendarItem = { title: string; start: string; end: string; details?: string; location?: string };

const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(item: CalendarItem): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: item.title,
    dates: `${compactUtc(item.start)}/${compactUtc(item.end)}`,
    ...(item.details ? { details: item.details } : {}),
    ...(item.location ? { location: item.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(item: CalendarItem): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: item.title,
    startdt: new Date(item.start).toISOString(),
    enddt: new Date(item.end).toISOString(),
    ...(item.details ? { body: item.details } : {}),
    ...(item.location ? { location: item.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** How long a calendar entry lasts when only its start is known. */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;
export const EPISODE_DURATION_MS = 60 * 60 * 1000;

export const calendarPaths = {
  events: '/events.ics',
  podcast: '/podcast.ics',
  event: (id: string) => `/events/${id}/event.ics`,
  episode: (id: string) => `/podcast/${id}/episode.ics`,
};

export const feedPaths = {
  rss: '/rss.xml',
  atom: '/atom.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
};
