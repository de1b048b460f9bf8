import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { materials } from '../../db/schema/index.ts';

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialQuery = { level?: MaterialRow['level']; materialType?: MaterialRow['materialType'] };

// The admin list's search and columns (decision 018).
const adminColumns = {
  searchable: [materials.title, materials.level, materials.materialType],
  sortable: { title: materials.title, level: materials.level, type: materials.materialType },
  defaultOrder: [desc(materials.createdAt), desc(materials.id)],
  id: materials.id,
};

export function createMaterialsRepository(db: Database) {
  return {
    ...crudQueries(db, materials),
    list(query: MaterialQuery = {}) {
      const conditions: SQL[] = [];
      if (query.level) conditions.push(eq(materials.level, query.level));
      if (query.materialType) conditions.push(eq(materials.materialType, query.materialType));
      return orderedList(
        db,
        materials,
        [desc(materials.createdAt), desc(materials.id)],
        conditions.length ? and(...conditions) : undefined,
      );
    },
    adminPage: (request: AdminListQuery<AdminSortKey<'materials'>>) =>
      adminListPage(db, materials, request, adminColumns),
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
