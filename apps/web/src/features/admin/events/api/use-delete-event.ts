import { useDeleteRecord } from '../../api/records.ts';
import { eventsResource } from './keys.ts';

/** Deletes a event; the events and the dashboard reload. */
export function useDeleteEvent() {
  return useDeleteRecord(eventsResource);
}
