import { useDeleteRecord } from '../../api/records.ts';
import { podcastResource } from './keys.ts';

/** Deletes a episode; the podcast episodes and the dashboard reload. */
export function useDeleteEpisode() {
  return useDeleteRecord(podcastResource);
}
