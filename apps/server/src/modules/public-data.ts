import type { PublicDataSource } from '@lss/shared/public-data';
import { NotFoundError } from '../lib/errors.ts';
import type { Services } from '../services.ts';

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** What the server-rendered pages read: the same services as the API, without HTTP. */
export function createPublicDataSource(services: Services): PublicDataSource {
  return {
    settings: () => services.settings.get(),
    events: () => services.events.list(),
    event: (id) => orNull(services.events.get(id)),
    featuredEvent: () => services.events.featured(),
    publishedPosts: () => services.posts.listPublished(),
    publishedPost: (slug) => orNull(services.posts.getPublished(slug)),
    executives: () => services.executives.list(),
    featuredExecutives: () => services.executives.featured(),
    materials: (filters) => services.materials.list(filters),
    upcomingEpisode: () => services.podcast.upcoming(),
    archivedEpisodes: () => services.podcast.archived(),
    search: (q) => services.search.search(q),
  };
}
