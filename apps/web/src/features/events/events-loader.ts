import { type EventSummary, toEventSummary } from '@lss/shared/event-summary';
import type { EventListQuery } from '@lss/shared/events';
import { mapPage, PAGE_LIMIT_MAX, type Page, pageParam } from '@lss/shared/pagination';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt, type Loaded } from '#web/lib/loaded.ts';

/** Past events a page shows: four rows of three. */
export const PAST_EVENTS_PAGE_SIZE = 12;

const noEvents: Page<EventSummary> = { items: [], total: 0 };

export function eventsLoader({ data }: RouteDeps) {
  // The page's data carries excerpts, never whole descriptions (Lists at volume).
  const summaries = (query: EventListQuery) => async () => mapPage(await data.events(query), toEventSummary);
  return async ({ request }: LoaderFunctionArgs) => {
    const page = pageParam(new URL(request.url).searchParams.get('page'));
    // Upcoming events (a term's worth, never a hundred) lead the first page; the pages after it
    // go on through the past ones. The server's clock splits the two.
    const [upcoming, past] = await Promise.all([
      page === 1
        ? attempt(summaries({ when: 'upcoming', page: 1, limit: PAGE_LIMIT_MAX }), 'events')
        : ({ ok: true, value: noEvents } as const),
      attempt(summaries({ when: 'past', page, limit: PAST_EVENTS_PAGE_SIZE }), 'events'),
    ]);
    return { page, upcoming, past };
  };
}

export type EventsData = {
  page: number;
  upcoming: Loaded<Page<EventSummary>>;
  past: Loaded<Page<EventSummary>>;
};
