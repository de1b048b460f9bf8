import { Crest } from '#web/components/ui/crest.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import type { HomeEpisode } from '../home-loader.ts';

/**
 * The next Law & Vibes episode, the one the /podcast countdown counts to, at the society's clock.
 * Left out while none is scheduled. No countdown here: the home page stays free of timers.
 */
export function NextEpisode({ episode }: { episode: HomeEpisode | null }) {
  const dates = useDateFormat();
  if (!episode) return null;
  return (
    <section aria-labelledby="next-episode-heading" className="bg-paper py-20 sm:py-24">
      <div className="container-page">
        <div className="hatch on-dark relative flex flex-col gap-8 overflow-hidden rounded-sm border border-gold/40 p-8 text-parchment shadow-xl sm:p-12 md:flex-row md:items-center md:justify-between">
          <Crest className="pointer-events-none absolute -top-10 -right-10 h-56 w-48 text-gold/[0.08]" />
          <div className="relative max-w-2xl">
            <p className="eyebrow">Next Episode: Law &amp; Vibes</p>
            <h2
              id="next-episode-heading"
              className="mt-4 font-serif text-3xl font-bold text-parchment sm:text-4xl"
            >
              {episode.title}
            </h2>
            <p className="mt-4 text-lg font-semibold text-gold-light">
              {episode.guestName ? `Featuring: ${episode.guestName}` : 'Join the conversation on X Spaces'}
            </p>
            <p className="mt-3 text-parchment/85">
              <time dateTime={isoString(episode.episodeDate)}>
                {dates.longDate(episode.episodeDate)} · {dates.time(episode.episodeDate)}
              </time>
            </p>
          </div>
          <a href={paths.podcast.to()} className="btn-gold relative shrink-0 self-start md:self-center">
            Go to the Podcast
          </a>
        </div>
      </div>
    </section>
  );
}
