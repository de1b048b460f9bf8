import { asc, desc, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { podcastEpisodes } from '../../db/schema/index.ts';

export type EpisodeRow = typeof podcastEpisodes.$inferSelect;

export function createPodcastRepository(db: Database) {
  return {
    ...crudQueries(db, podcastEpisodes),
    async soonestAfter(now: Date) {
      const [row] = await db
        .select()
        .from(podcastEpisodes)
        .where(gt(podcastEpisodes.episodeDate, now))
        .orderBy(asc(podcastEpisodes.episodeDate))
        .limit(1);
      return row ?? null;
    },
    listUntil(now: Date) {
      return db
        .select()
        .from(podcastEpisodes)
        .where(lte(podcastEpisodes.episodeDate, now))
        .orderBy(desc(podcastEpisodes.episodeDate));
    },
    listAll() {
      return db.select().from(podcastEpisodes).orderBy(desc(podcastEpisodes.episodeDate));
    },
  };
}
export type PodcastRepository = ReturnType<typeof createPodcastRepository>;
