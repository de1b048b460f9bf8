import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { episodeStatusAt } from '@lss/shared/constants';
import { mapPage, type Page } from '@lss/shared/pagination';
import type { ArchiveQuery, Episode, episodeInput } from '@lss/shared/podcast';
import type { z } from 'zod';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { instantField } from '../../lib/local-instant.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import { type ActivityService, type Actor, auditOf } from '../activity/activity.service.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import type { EpisodeRow, PodcastRepository } from './podcast.repository.ts';

type EpisodeValues = z.output<typeof episodeInput>;

/** The status is never stored: it is computed from the date on every read (decisions.md, Podcast). */
function toEpisode(row: EpisodeRow, now: Date): Episode {
  return {
    ...recordOut(row),
    episodeDate: row.episodeDate.toISOString(),
    status: episodeStatusAt(row.episodeDate, now),
  };
}

export function createPodcastService(
  repository: PodcastRepository,
  timeZone: SiteTimeZone,
  activity: ActivityService,
  clock: Clock = systemClock,
) {
  const audit = auditOf<Episode>(activity, 'episode', (episode) => episode.title);
  const toRow = instantField('episodeDate', timeZone);
  return {
    /** The soonest future episode, or null. */
    async upcoming(now = clock.now()): Promise<Episode | null> {
      const row = await repository.soonestAfter(now);
      return row ? toEpisode(row, now) : null;
    },
    /** One page of the past episodes, newest first; with `q`, those matching it (spec §2's search). */
    async archived({ q, ...request }: ArchiveQuery, now = clock.now()): Promise<Page<Episode>> {
      return mapPage(await repository.aired(now, q).page(request), (row) => toEpisode(row, now));
    },
    /** Every episode, newest first (the calendar feed). */
    async listAll(): Promise<Episode[]> {
      const now = clock.now();
      return (await repository.all().all()).map((row) => toEpisode(row, now));
    },
    /** One page of the admin list: every episode, newest first unless sorted, searched by title and guest. */
    async page(request: AdminListQuery<AdminSortKey<'episodes'>>): Promise<Page<Episode>> {
      const now = clock.now();
      return mapPage(await repository.adminPage(request), (row) => toEpisode(row, now));
    },
    async get(id: string): Promise<Episode> {
      return toEpisode(await findOr404('Episode', id, repository.findById), clock.now());
    },
    async create(input: EpisodeValues, admin: Actor): Promise<Episode> {
      return audit(admin, 'created', toEpisode(await repository.insert(await toRow(input)), clock.now()));
    },
    async update(id: string, input: EpisodeValues, admin: Actor): Promise<Episode> {
      const values = await toRow(input);
      const row = await findOr404('Episode', id, (found) => repository.update(found, values));
      return audit(admin, 'updated', toEpisode(row, clock.now()));
    },
    async remove(id: string, admin: Actor) {
      const row = await findOr404('Episode', id, repository.delete);
      return audit(admin, 'deleted', toEpisode(row, clock.now()));
    },
    count: repository.count,
  };
}
export type PodcastService = ReturnType<typeof createPodcastService>;
