import { calendarPaths, EPISODE_DURATION_MS } from '@lss/shared/calendar';
import type { Episode } from '@lss/shared/podcast';
import { AddToCalendar } from '#web/components/ui/add-to-calendar.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import { timeLeft } from '../countdown.ts';
import { useNowUntil } from '../use-now.ts';
import { Countdown } from './countdown.tsx';

type UpcomingEpisodeProps = { episode: Episode; initialNow: number };

/** The hero of the hub: counts down every second, then turns into "Live Now!" without a reload. */
export function UpcomingEpisode({ episode, initialNow }: UpcomingEpisodeProps) {
  const dates = useDateFormat();
  const target = new Date(episode.episodeDate).getTime();
  const now = useNowUntil(initialNow, target);
  const live = now >= target;

  return (
    <section
      aria-labelledby="next-episode-title"
      className="hatch on-dark relative overflow-hidden rounded-sm border border-gold/40 text-parchment shadow-2xl"
    >
      <div className="grid gap-10 p-8 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="eyebrow">Next Episode: Law &amp; Vibes</p>
          <h2
            id="next-episode-title"
            className="mt-4 font-serif text-3xl font-bold text-parchment sm:text-4xl"
          >
            {episode.title}
          </h2>
          <p className="mt-4 text-lg font-semibold text-gold-light">
            {episode.guestName ? `Featuring: ${episode.guestName}` : 'Join the conversation on X Spaces'}
          </p>
          <p className="mt-4 text-parchment/85">{episode.description}</p>
          <p className="mt-5 text-sm text-parchment/75">
            <time dateTime={isoString(episode.episodeDate)}>
              {dates.longDate(episode.episodeDate)} · {dates.time(episode.episodeDate)}
            </time>
          </p>
        </div>
        <div className="flex flex-col gap-6">
          {live ? (
            <p role="status" className="flex items-center gap-3 font-serif text-3xl font-bold text-gold">
              <span className="relative flex h-3.5 w-3.5" aria-hidden="true">
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-400 opacity-75" />
                <span className="relative inline-flex h-3.5 w-3.5 rounded-full bg-red-500" />
              </span>
              Live Now!
            </p>
          ) : (
            <Countdown parts={timeLeft(target, now)} />
          )}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ExternalLink href={episode.xSpaceUrl} className="btn-gold">
              {live ? 'Join Live Space' : 'Set a Reminder'}
            </ExternalLink>
            {live ? null : (
              <AddToCalendar
                icsHref={calendarPaths.episode(episode._id)}
                primaryClassName="text-sm font-semibold text-gold-light underline decoration-gold/60 underline-offset-4 hover:text-parchment"
                item={{
                  title: `Law & Vibes: ${episode.title}`,
                  start: episode.episodeDate,
                  end: new Date(target + EPISODE_DURATION_MS).toISOString(),
                  details: `${episode.description}\n\n${episode.xSpaceUrl}`,
                  location: episode.xSpaceUrl,
                }}
              />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** An island (decision 028): hydrated in the browser with the props the server rendered it with. */
export default UpcomingEpisode;
