import { calendarPaths } from '@lss/shared/calendar';
import type { EventSummary } from '@lss/shared/event-summary';
import { pageCount } from '@lss/shared/pagination';
import { publicMessages } from '@lss/shared/public-messages';
import { useLoaderData } from 'react-router';
import { CardGrid } from '#web/components/ui/card-grid.tsx';
import { FailureToast } from '#web/components/ui/failure-toast.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { EventCard } from './components/event-card.tsx';
import { type EventsData, PAST_EVENTS_PAGE_SIZE } from './events-loader.ts';

function EventList({
  id,
  title,
  eyebrow,
  events,
  past,
}: {
  id: string;
  title: string;
  eyebrow: string;
  events: EventSummary[];
  past?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="py-4">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <CardGrid items={events} className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {(event) => <EventCard event={event} past={past} />}
      </CardGrid>
    </section>
  );
}

export function EventsPage() {
  const data = useLoaderData() as EventsData;
  const failed = !data.upcoming.ok || !data.past.ok;
  const page = data.page;
  const upcoming = data.upcoming.ok ? data.upcoming.value.items : [];
  const past = data.past.ok ? data.past.value : { items: [], total: 0 };
  const lastPage = pageCount(past.total, PAST_EVENTS_PAGE_SIZE);
  return (
    <>
      <FailureToast failed={failed} message={publicMessages.fetchEventsFailed} />
      <PageMeta
        title={page > 1 ? `Events (page ${page})` : 'Events'}
        description="Moot courts, lectures, symposia and social gatherings of the Law Students' Society: see what is coming up and look back on past events."
        path={paths.events.to(page)}
      />
      <PageHeader eyebrow="Calendar" title="Events">
        <p>Moot courts, lectures, symposia and gatherings of the society.</p>
        <p className="mt-6">
          <a
            href={calendarPaths.events}
            className="text-base font-semibold text-gold underline-offset-4 hover:underline"
          >
            Subscribe to the events calendar
          </a>
        </p>
      </PageHeader>
      <div className="container-page space-y-20 py-16 sm:py-20">
        {failed ? (
          <Notice role="alert">{publicMessages.fetchEventsFailed}</Notice>
        ) : page > 1 && past.items.length === 0 ? (
          <Notice>
            The past events end on page {lastPage}.{' '}
            <a href={paths.events.to(lastPage)} className="link-quiet">
              Go to page {lastPage}
            </a>
          </Notice>
        ) : upcoming.length + past.total === 0 ? (
          <Notice>No events have been announced yet. Please check back soon.</Notice>
        ) : (
          <>
            {upcoming.length > 0 ? (
              <EventList
                id="upcoming-heading"
                eyebrow="Mark your calendar"
                title="Upcoming Events"
                events={upcoming}
              />
            ) : null}
            {past.items.length > 0 ? (
              <EventList
                id="past-heading"
                eyebrow="From the archive"
                title="Past Events"
                events={past.items}
                past
              />
            ) : null}
            <Pagination
              page={page}
              total={past.total}
              limit={PAST_EVENTS_PAGE_SIZE}
              href={paths.events.to}
              label="Past events pages"
            />
          </>
        )}
      </div>
    </>
  );
}
