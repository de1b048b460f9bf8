import { ARCHIVE_QUERY_MAX_LENGTH } from '@lss/shared/constants';
import { type Page, pageParam } from '@lss/shared/pagination';
import type { Episode } from '@lss/shared/podcast';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt, type Loaded } from '#web/lib/loaded.ts';

/** Past episodes a page of the library shows: eight rows of three. */
export const ARCHIVE_PAGE_SIZE = 24;

export type PodcastHub = { upcoming: Episode | null; archived: Page<Episode> };

export type PodcastData = {
  hub: Loaded<PodcastHub>;
  now: number;
  page: number;
  /** The archive search (?q=), trimmed; '' when none. */
  q: string;
};

export function podcastLoader({ data }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<PodcastData> => {
    const search = new URL(request.url).searchParams;
    const page = pageParam(search.get('page'));
    const q = (search.get('q') ?? '').trim().slice(0, ARCHIVE_QUERY_MAX_LENGTH);
    // Spec §2: the upcoming episode and the archive load together.
    const hub = await attempt(async () => {
      const [upcoming, archived] = await Promise.all([
        data.upcomingEpisode(),
        data.archivedEpisodes({ q: q || undefined, page, limit: ARCHIVE_PAGE_SIZE }),
      ]);
      return { upcoming, archived };
    }, 'podcast episodes');
    return { hub, now: Date.now(), page, q };
  };
}
