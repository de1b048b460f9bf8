import { useRecordList } from '../../api/records.ts';
import { eventsResource } from './keys.ts';

/** The page of the events list the address asks for (page, search, order). */
export function useEvents() {
  return useRecordList(eventsResource);
}
