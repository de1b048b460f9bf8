import { toEventSummary } from '@lss/shared/event-summary';
import type { Episode } from '@lss/shared/podcast';
import type { PostSummary } from '@lss/shared/post-summary';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

/** How many posts 'Latest from the Society' shows. */
export const LATEST_POSTS = 3;

/** A post as the home page shows it: the page's data carries no more (no body, no author). */
export type HomePost = Pick<PostSummary, '_id' | 'slug' | 'title' | 'excerpt'> & { date: string };
export type HomeEpisode = Pick<Episode, 'title' | 'guestName' | 'episodeDate'>;

const toHomePost = ({ _id, slug, title, excerpt, publishedAt, createdAt }: PostSummary): HomePost => ({
  _id,
  slug,
  title,
  excerpt,
  date: publishedAt ?? createdAt,
});

export function homeLoader({ data }: RouteDeps) {
  return async () => {
    const [leaders, featuredEvent, posts, episode] = await Promise.all([
      attempt(() => data.featuredExecutives(), 'featured executives'),
      attempt(() => data.featuredEvent(), 'the featured event'),
      attempt(() => data.publishedPosts({ page: 1, limit: LATEST_POSTS }), 'the latest posts'),
      attempt(() => data.upcomingEpisode(), 'the next episode'),
    ]);
    const next = episode.ok ? episode.value : null;
    const event = featuredEvent.ok ? featuredEvent.value : null;
    // Spec §8: a failed leadership read is only logged; the block is simply left out. So are the
    // latest posts and the next episode, which the home page shows only when there are some.
    return {
      leaders: leaders.ok ? leaders.value : [],
      featuredEvent: event ? toEventSummary(event) : null,
      latestPosts: posts.ok ? posts.value.items.slice(0, LATEST_POSTS).map(toHomePost) : [],
      nextEpisode: next
        ? { title: next.title, guestName: next.guestName, episodeDate: next.episodeDate }
        : null,
    };
  };
}

export type HomeData = Awaited<ReturnType<ReturnType<typeof homeLoader>>>;
