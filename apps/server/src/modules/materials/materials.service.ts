import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { FILTER_ALL, fileTypeFromName } from '@lss/shared/constants';
import type { Material, MaterialFilters, materialInput } from '@lss/shared/materials';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import type { z } from 'zod';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import { type ActivityService, type Actor, auditOf } from '../activity/activity.service.ts';
import type { MaterialQuery, MaterialsRepository } from './materials.repository.ts';

type MaterialValues = z.output<typeof materialInput>;

/** fileType is derived here from the stored file's name, never taken from the client (spec §4). */
function toRow(input: MaterialValues) {
  return { ...input, fileType: fileTypeFromName(input.fileUrl) };
}

function toQuery(filters: MaterialFilters): MaterialQuery {
  return {
    level: filters.level && filters.level !== FILTER_ALL ? filters.level : undefined,
    materialType:
      filters.materialType && filters.materialType !== FILTER_ALL ? filters.materialType : undefined,
  };
}

export function createMaterialsService(repository: MaterialsRepository, activity: ActivityService) {
  const audit = auditOf<Material>(activity, 'material', (material) => material.title);
  return {
    /** Newest first; absent or 'all' filters mean no filter. */
    async list(filters: MaterialFilters = {}): Promise<Material[]> {
      return (await repository.list(toQuery(filters)).all()).map(recordOut);
    },
    async page({ page, limit, ...filters }: MaterialFilters & PageRequest): Promise<Page<Material>> {
      return mapPage(await repository.list(toQuery(filters)).page({ page, limit }), recordOut);
    },
    /** The admin list: newest first unless sorted, searched by title, level and type. */
    async adminPage(request: AdminListQuery<AdminSortKey<'materials'>>): Promise<Page<Material>> {
      return mapPage(await repository.adminPage(request), recordOut);
    },
    async get(id: string): Promise<Material> {
      return recordOut(await findOr404('Material', id, repository.findById));
    },
    async create(input: MaterialValues, admin: Actor): Promise<Material> {
      return audit(admin, 'created', recordOut(await repository.insert(toRow(input))));
    },
    async update(id: string, input: MaterialValues, admin: Actor): Promise<Material> {
      const row = await findOr404('Material', id, (found) => repository.update(found, toRow(input)));
      return audit(admin, 'updated', recordOut(row));
    },
    async remove(id: string, admin: Actor) {
      return audit(admin, 'deleted', recordOut(await findOr404('Material', id, repository.delete)));
    },
    count: repository.count,
  };
}
export type MaterialsService = ReturnType<typeof createMaterialsService>;
