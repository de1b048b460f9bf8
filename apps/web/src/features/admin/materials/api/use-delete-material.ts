import { useDeleteRecord } from '../../api/records.ts';
import { materialsResource } from './keys.ts';

/** Deletes a material; the materials and the dashboard reload. */
export function useDeleteMaterial() {
  return useDeleteRecord(materialsResource);
}
