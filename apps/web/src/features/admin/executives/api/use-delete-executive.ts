import { useDeleteRecord } from '../../api/records.ts';
import { executivesResource } from './keys.ts';

/** Deletes a executive; the executives and the dashboard reload. */
export function useDeleteExecutive() {
  return useDeleteRecord(executivesResource);
}
