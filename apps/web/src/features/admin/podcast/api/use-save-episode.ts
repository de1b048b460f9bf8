import { useSaveRecord } from '../../api/records.ts';
import { podcastResource } from './keys.ts';

/** Creates a episode (no id) or updates one; the podcast episodes and the dashboard reload. */
export function useSaveEpisode() {
  return useSaveRecord(podcastResource);
}
