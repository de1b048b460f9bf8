import { useRecordList } from '../../api/records.ts';
import { materialsResource } from './keys.ts';

/** The page of the materials list the address asks for (page, search, order). */
export function useMaterials() {
  return useRecordList(materialsResource);
}
