import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { and, asc, desc, gt, lte } from 'drizzle-orm';
import { adminListPage, containsFolded } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { podcastEpisodes } from '../../db/schema/index.ts';

export type EpisodeRow = typeof podcastEpisodes.$inferSelect;

const newestFirst = [desc(podcastEpisodes.episodeDate), desc(podcastEpisodes.id)];
// The admin list's search and columns (decision 018).
const adminColumns = {
  searchable: [podcastEpisodes.title, podcastEpisodes.guestName],
  sortable: {
    title: podcastEpisodes.title,
    guest: podcastEpisodes.guestName,
    date: podcastEpisodes.episodeDate,
  },
  defaultOrder: newestFirst,
  id: podcastEpisodes.id,
};

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
    /**
     * Episodes aired by `now`, newest first; with `q`, those with it in the title or the guest's
     * name, case and accents aside as in the admin lists ('olajide' finds 'Ọlájídé').
     */
    aired(now: Date, q?: string) {
      const matching = q ? containsFolded([podcastEpisodes.title, podcastEpisodes.guestName], q) : undefined;
      return orderedList(
        db,
        podcastEpisodes,
        newestFirst,
        and(lte(podcastEpisodes.episodeDate, now), matching),
      );
    },
    all() {
      return orderedList(db, podcastEpisodes, newestFirst);
    },
    adminPage: (request: AdminListQuery<AdminSortKey<'episodes'>>) =>
      adminListPage(db, podcastEpisodes, request, adminColumns),
  };
}
export type PodcastRepository = ReturnType<typeof createPodcastRepository>;
