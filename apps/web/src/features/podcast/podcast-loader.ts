import type { Episode } from '@lss/shared/podcast';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt, type Loaded } from '#web/lib/loaded.ts';

export type PodcastHub = { upcoming: Episode | null; archived: Episode[] };

export type PodcastData = {
  /** Resolved on the server; a promise on client navigations, so the hub shows its loading text. */
  hub: Loaded<PodcastHub> | Promise<Loaded<PodcastHub>>;
  now: number;
};

export function podcastLoader({ data, runtime }: RouteDeps) {
  return async (): Promise<PodcastData> => {
    // Spec §2: the upcoming episode and the archive load together.
    const hub = attempt(async () => {
      const [upcoming, archived] = await Promise.all([data.upcomingEpisode(), data.archivedEpisodes()]);
      return { upcoming, archived };
    }, 'podcast episodes');
    return { hub: runtime === 'server' ? await hub : hub, now: Date.now() };
  };
}
