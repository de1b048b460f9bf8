import type { Material, MaterialInput } from '@lss/shared/materials';
import { type Resource, recordKeys } from '../../api/records.ts';

const segment = encodeURIComponent;

/** Where materials live in the API (spec §7): the admin list, one record, and writes. */
export const materialsResource: Resource<Material, MaterialInput> = {
  key: 'materials',
  listPath: '/materials/all',
  itemPath: (id) => `/materials/${segment(id)}`,
  writePath: '/materials',
};

export const materialKeys = recordKeys(materialsResource);
