import { useRecord } from '../../api/records.ts';
import { podcastResource } from './keys.ts';

/** One episode as stored now, for its editor; nothing is read without an id (a new episode). */
export function useEpisode(id: string | undefined) {
  return useRecord(podcastResource, id);
}
