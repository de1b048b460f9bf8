import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
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
    /** Whether a members-only material (other than `exceptId`) uses the file at `fileUrl`. */
    async membersOnlyUses(fileUrl: string, exceptId?: string): Promise<boolean> {
      const conditions = [eq(materials.fileUrl, fileUrl), eq(materials.membersOnly, true)];
      if (exceptId) conditions.push(ne(materials.id, exceptId));
      const [row] = await db
        .select({ id: materials.id })
        .from(materials)
        .where(and(...conditions))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
