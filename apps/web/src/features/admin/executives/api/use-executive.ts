import { useRecord } from '../../api/records.ts';
import { executivesResource } from './keys.ts';

/** One executive as stored now, for its editor; nothing is read without an id (a new executive). */
export function useExecutive(id: string | undefined) {
  return useRecord(executivesResource, id);
}
