import { calendarPaths, EVENT_DURATION_MS } from '@lss/shared/calendar';
import type { EventDetail as EventWithRsvp } from '@lss/shared/events';
import { publicMessages } from '@lss/shared/public-messages';
import { useLoaderData, useLocation, useParams } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { AddToCalendar } from '#web/components/ui/add-to-calendar.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { ImageFrame } from '#web/components/ui/image-frame.tsx';
import { NotFound } from '#web/components/ui/not-found.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import { useSite } from '#web/lib/site-context.ts';

import Registration from './components/registration.island.tsx';

/** What the page says when there is nothing at its address. */
const EVENT_NOT_FOUND = {
  toast: publicMessages.eventNotFoundToast,
  heading: publicMessages.eventNotFound,
  back: { to: paths.events.to(), label: 'Back to Events' },
};

export function EventPage() {
  const { event } = useLoaderData() as { event: EventWithRsvp | null };
  const { id = '' } = useParams();
  if (!event) return <NotFound {...EVENT_NOT_FOUND} path={paths.event.to(id)} />;
  return <EventDetail event={event} />;
}

function EventDetail({ event }: { event: EventWithRsvp }) {
  const dates = useDateFormat();
  // The registration's plain-form outcome (POST /events/:id/register answers with `?registration=`).
  const { search } = useLocation();
  // A verified member (the page is rendered for them, never cached) registers in one click.
  const { member } = useSite();
  const oneClick = member?.status === 'verified' ? { name: member.fullName, email: member.email } : null;
  return (
    <article>
      <PageMeta
        title={event.title}
        description={`${dates.longDate(event.eventDate)} at ${event.venue}. ${event.description}`}
        path={paths.event.to(event._id)}
        image={event.imageUrl}
      />
      <header className="hatch on-dark relative text-parchment">
        <div className="container-page grid items-center gap-10 py-14 sm:py-16 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <BackLink to={paths.events.to()} tone="dark">
              Back to Events
            </BackLink>
            <p className="eyebrow mt-8">Event</p>
            <h1 className="mt-3 font-serif text-4xl font-bold text-parchment sm:text-5xl">{event.title}</h1>
            <dl className="mt-8 grid gap-4 text-parchment/90 sm:grid-cols-2">
              <div>
                <dt className="eyebrow">Date</dt>
                <dd className="mt-1 text-lg">
                  <time dateTime={isoString(event.eventDate)}>
                    {dates.weekday(event.eventDate)}, {dates.longDate(event.eventDate)}
                  </time>
                  <span className="block text-parchment/75">{dates.time(event.eventDate)}</span>
                </dd>
              </div>
              <div>
                <dt className="eyebrow">Venue</dt>
                <dd className="mt-1 text-lg">{event.venue}</dd>
              </div>
              {event.organiser ? (
                <div>
                  <dt className="eyebrow">Organiser</dt>
                  <dd className="mt-1 text-lg">{event.organiser}</dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-8">
              <AddToCalendar
                icsHref={calendarPaths.event(event._id)}
                primaryClassName="btn-outline-light px-5 py-2.5"
                item={{
                  title: event.title,
                  start: event.eventDate,
                  end: new Date(new Date(event.eventDate).getTime() + EVENT_DURATION_MS).toISOString(),
                  details: event.description,
                  location: event.venue,
                }}
              />
            </div>
          </div>
          <div className="aspect-[4/3] overflow-hidden rounded-sm border border-gold/50 shadow-2xl">
            <ImageFrame
              src={event.imageUrl}
              alt={event.imageAlt || event.title}
              eager
              sizes="(min-width: 72rem) 34rem, (min-width: 64rem) 46vw, 100vw"
              placeholderLabel="Law Students' Society"
            />
          </div>
        </div>
      </header>
      <div className="container-page py-16">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed whitespace-pre-line">
          {event.description}
        </div>
        {event.rsvp.enabled ? (
          <div className="mt-12">
            <Island
              component={Registration}
              props={{
                eventId: event._id,
                search,
                rsvp: event.rsvp,
                started: new Date(event.eventDate).getTime() <= Date.now(),
                member: oneClick,
              }}
              load="on-use"
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
