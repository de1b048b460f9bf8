import { episodeStatusAt } from '@lss/shared/constants';
import { toInstant } from '@lss/shared/fields';
import type { Episode, episodeInput } from '@lss/shared/podcast';
import type { z } from 'zod';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import type { EpisodeRow, PodcastRepository } from './podcast.repository.ts';

type EpisodeValues = z.output<typeof episodeInput>;

/** The status is never stored: it is computed from the date on every read (decisions.md, Podcast). */
function toEpisode(row: EpisodeRow, now = new Date()): Episode {
  return {
    ...recordOut(row),
    episodeDate: row.episodeDate.toISOString(),
    status: episodeStatusAt(row.episodeDate, now),
  };
}

export function createPodcastService(repository: PodcastRepository, timeZone: SiteTimeZone) {
  const toRow = async (input: EpisodeValues) => ({
    ...input,
    episodeDate: toInstant(input.episodeDate, await timeZone()),
  });
  return {
    /** The soonest future episode, or null. */
    async upcoming(now = new Date()): Promise<Episode | null> {
      const row = await repository.soonestAfter(now);
      return row ? toEpisode(row, now) : null;
    },
    /** Past episodes, newest first. */
    async archived(now = new Date()): Promise<Episode[]> {
      return (await repository.listUntil(now)).map((row) => toEpisode(row, now));
    },
    async listAll(): Promise<Episode[]> {
      const now = new Date();
      return (await repository.listAll()).map((row) => toEpisode(row, now));
    },
    async get(id: string): Promise<Episode> {
      return toEpisode(await findOr404('Episode', id, repository.findById));
    },
    async create(input: EpisodeValues): Promise<Episode> {
      return toEpisode(await repository.insert(await toRow(input)));
    },
    async update(id: string, input: EpisodeValues): Promise<Episode> {
      const values = await toRow(input);
      return toEpisode(await findOr404('Episode', id, (found) => repository.update(found, values)));
    },
    async remove(id: string) {
      return toEpisode(await findOr404('Episode', id, repository.delete));
    },
    count: repository.count,
  };
}
export type PodcastService = ReturnType<typeof createPodcastService>;
