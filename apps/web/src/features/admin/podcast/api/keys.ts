import type { Episode, EpisodeInput } from '@lss/shared/podcast';
import { type Resource, recordKeys } from '../../api/records.ts';

const segment = encodeURIComponent;

/** Where podcast episodes live in the API (spec §7): the admin list, one record, and writes. */
export const podcastResource: Resource<Episode, EpisodeInput> = {
  key: 'podcast',
  listPath: '/podcast/all',
  itemPath: (id) => `/podcast/${segment(id)}`,
  writePath: '/podcast',
};

export const episodeKeys = recordKeys(podcastResource);
