import { useSaveRecord } from '../../api/records.ts';
import { executivesResource } from './keys.ts';

/** Creates a executive (no id) or updates one; the executives and the dashboard reload. */
export function useSaveExecutive() {
  return useSaveRecord(executivesResource);
}
