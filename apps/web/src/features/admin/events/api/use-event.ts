import { useRecord } from '../../api/records.ts';
import { eventsResource } from './keys.ts';

/** One event as stored now, for its editor; nothing is read without an id (a new event). */
export function useEvent(id: string | undefined) {
  return useRecord(eventsResource, id);
}
