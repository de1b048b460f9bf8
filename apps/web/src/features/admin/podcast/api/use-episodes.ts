import { useRecordList } from '../../api/records.ts';
import { podcastResource } from './keys.ts';

/** The page of the podcast episodes list the address asks for (page, search, order). */
export function useEpisodes() {
  return useRecordList(podcastResource);
}
