import { useSaveRecord } from '../../api/records.ts';
import { materialsResource } from './keys.ts';

/** Creates a material (no id) or updates one; the materials and the dashboard reload. */
export function useSaveMaterial() {
  return useSaveRecord(materialsResource);
}
