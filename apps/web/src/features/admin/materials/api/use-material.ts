import { useRecord } from '../../api/records.ts';
import { materialsResource } from './keys.ts';

/** One material as stored now, for its editor; nothing is read without an id (a new material). */
export function useMaterial(id: string | undefined) {
  return useRecord(materialsResource, id);
}
