import { mapPage } from '@lss/shared/pagination';
import { toPostSummary } from '@lss/shared/post-summary';
import type { PublicDataSource } from '@lss/shared/public-data';
import { NotFoundError } from '../lib/errors.ts';
import type { CacheTag, PublicRead } from '../lib/read-cache.ts';
import type { Services } from '../services.ts';

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Search is not cached (its queries are free text); its results show these. */
const SEARCH_TAGS: readonly CacheTag[] = ['posts', 'events', 'materials', 'podcast'];

type ReadListener = (read: {
  tags: readonly CacheTag[];
  validUntil?: (() => Promise<Date | null>) | undefined;
}) => void;

/**
 * What the server-rendered pages read: the same cached, schema-shaped reads as the API, without
 * HTTP. `onRead` hears of each read, with the tags of the data it shows.
 */
export function createPublicDataSource(
  services: Services,
  onRead: ReadListener = () => {},
): PublicDataSource {
  const use =
    <A extends unknown[], T>(read: PublicRead<A, T>) =>
    (...args: A): Promise<T> => {
      onRead(read);
      return read(...args);
    };
  return {
    settings: use(services.settings.get),
    events: use(services.events.page),
    event: (id) => orNull(use(services.events.get)(id)),
    featuredEvent: use(services.events.featured),
    publishedPosts: async (page) => mapPage(await use(services.posts.pagePublished)(page), toPostSummary),
    publishedPost: (slug) => orNull(use(services.posts.getPublished)(slug)),
    executives: (session) => use(services.executives.list)(session ? { session } : {}),
    councilSessions: use(services.executives.sessions),
    featuredExecutives: use(services.executives.featured),
    materials: use(services.materials.page),
    upcomingEpisode: use(services.podcast.upcoming),
    archivedEpisodes: use(services.podcast.archived),
    search: (q, page) => {
      onRead({ tags: SEARCH_TAGS });
      return services.search.search(q, page);
    },
  };
}

/** One page render's data source, and what the page it renders depends on. */
export type TrackedDataSource = {
  source: PublicDataSource;
  /** The data the render read: cache the page under these tags. */
  tags: ReadonlySet<CacheTag>;
  /** The soonest moment the clock alone changes something the render read, or null. */
  validUntil(): Promise<Date | null>;
};

/**
 * A fresh data source for one render that records what the render reads, so that the rendered page
 * can be cached under the tags of its data and dropped when any of it is written. Make one per render.
 */
export function trackedDataSource(services: Services): TrackedDataSource {
  const tags = new Set<CacheTag>();
  const clocks = new Set<() => Promise<Date | null>>();
  const source = createPublicDataSource(services, (read) => {
    for (const tag of read.tags) tags.add(tag);
    if (read.validUntil) clocks.add(read.validUntil);
  });
  return {
    source,
    tags,
    async validUntil() {
      const moments = await Promise.all([...clocks].map((clock) => clock()));
      const times = moments.flatMap((moment) => (moment ? [moment.getTime()] : []));
      return times.length > 0 ? new Date(Math.min(...times)) : null;
    },
  };
}
