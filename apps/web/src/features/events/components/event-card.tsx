import type { EventSummary } from '@lss/shared/event-summary';
import { ImageFrame } from '#web/components/ui/image-frame.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';

export function EventCard({ event, past }: { event: EventSummary; past?: boolean }) {
  const dates = useDateFormat();
  const { month, day } = dates.calendarParts(event.eventDate);
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-xl">
      <div className={`relative aspect-[16/9] overflow-hidden ${past ? 'grayscale-[35%]' : ''}`}>
        <ImageFrame
          src={event.imageUrl}
          alt=""
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute top-4 left-4 flex w-16 flex-col items-center rounded-sm border border-gold bg-navy py-2 text-parchment shadow-lg">
          <span className="text-[0.7rem] font-semibold tracking-[0.2em] text-gold">{month}</span>
          <span className="font-serif text-2xl leading-none font-bold">{day}</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-bold">
          <a
            href={paths.event.to(event._id)}
            className="after:absolute after:inset-0 hover:text-gold-deep focus-visible:outline-none"
          >
            {event.title}
          </a>
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={isoString(event.eventDate)}>
            {dates.longDate(event.eventDate)} · {dates.time(event.eventDate)}
          </time>
        </p>
        <p className="text-sm font-semibold text-navy">{event.venue}</p>
        <p
          className="mt-auto pt-2 text-sm font-semibold tracking-[0.14em] text-gold-deep uppercase"
          aria-hidden="true"
        >
          View details →
        </p>
      </div>
    </article>
  );
}
