import type { EventSummary } from '@lss/shared/event-summary';
import { publicMessages } from '@lss/shared/public-messages';
import { ImageFrame } from '#web/components/ui/image-frame.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';

export function NextUp({ event }: { event: EventSummary | null }) {
  const dates = useDateFormat();
  return (
    <section aria-labelledby="next-up-heading" className="bg-paper py-20 sm:py-24">
      <div className="container-page">
        <p className="eyebrow" id="next-up-heading">
          NEXT UP
        </p>
        {event ? (
          <article className="card mt-6 grid overflow-hidden md:grid-cols-[1.1fr_1fr]">
            <div className="aspect-[16/10] md:aspect-auto md:min-h-[22rem]">
              <ImageFrame
                src={event.imageUrl}
                alt={event.imageAlt || event.title}
                sizes="(min-width: 48rem) 38rem, 100vw"
                placeholderLabel="Featured Event"
              />
            </div>
            <div className="flex flex-col justify-center gap-5 p-8 sm:p-12">
              <h2 className="font-serif text-3xl font-bold">{event.title}</h2>
              <dl className="space-y-2 text-muted">
                <div className="flex gap-3">
                  <dt className="w-14 shrink-0 font-semibold text-navy">When</dt>
                  <dd>
                    <time dateTime={isoString(event.eventDate)}>
                      {dates.longDate(event.eventDate)} · {dates.time(event.eventDate)}
                    </time>
                  </dd>
                </div>
                <div className="flex gap-3">
                  <dt className="w-14 shrink-0 font-semibold text-navy">Where</dt>
                  <dd>{event.venue}</dd>
                </div>
              </dl>
              <p className="line-clamp-3 text-ink/90">{event.excerpt}</p>
              <div>
                <a href={paths.events.to()} className="btn-primary">
                  See All Events
                </a>
              </div>
            </div>
          </article>
        ) : (
          <div className="card mt-6 px-8 py-12 text-center">
            <p className="text-lg text-muted">{publicMessages.noFeaturedEvent}</p>
            <p className="mt-6">
              <a href={paths.events.to()} className="link-quiet">
                Browse all events
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
