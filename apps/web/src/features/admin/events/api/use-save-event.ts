import { useSaveRecord } from '../../api/records.ts';
import { eventsResource } from './keys.ts';

/** Creates a event (no id) or updates one; the events and the dashboard reload. */
export function useSaveEvent() {
  return useSaveRecord(eventsResource);
}
