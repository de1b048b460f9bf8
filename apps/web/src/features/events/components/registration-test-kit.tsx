import type { EventDetail, EventRsvpSummary } from '@lss/shared/events';
import type { PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { eventLoader } from '../event-loader.ts';
import { EventPage } from '../event-page.tsx';

// What the registration island's tests share: its HTML before any script, and the event page that
// hands the island its props.

/** An event's registration summary: `confirmed` of `capacity` seats taken, no waiting list. */
export const seats = (confirmed: number, capacity = 10): EventRsvpSummary => ({
  enabled: true,
  capacity,
  confirmed,
  waitlisted: 0,
});

/** The island's HTML as the server sends it, before any script, in the document; remove it after. */
export { serverRendered } from '#web/test/render-public-route.tsx';

/**
 * Renders the page of 'Moot Finals' (id e1, registration open, `rsvp` its seats) at `url`, for
 * `member` (a visitor's page without).
 */
export function renderEventPage(rsvp: EventRsvpSummary, url: string, member: PageMember | null = null) {
  const event = {
    _id: 'e1',
    title: 'Moot Finals',
    description: 'The finals.',
    eventDate: '2099-03-01T10:00:00Z',
    venue: 'Hall',
    organiser: null,
    isFeatured: false,
    imageUrl: null,
    imageAlt: null,
    rsvpEnabled: true,
    capacity: 10,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    rsvp,
  } as unknown as EventDetail;
  const data = { event: async () => event } as unknown as PublicDataSource;
  return renderPublicRoute(
    { path: '/events/:id', element: <EventPage />, loader: eventLoader },
    data,
    url,
    member,
  );
}

/** The props the rendered page gave its island. */
export function islandProps() {
  return JSON.parse(document.querySelector<HTMLElement>('[data-island]')?.dataset.props ?? '{}');
}
