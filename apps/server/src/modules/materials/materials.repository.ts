import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { materials } from '../../db/schema/index.ts';

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialQuery = { level?: MaterialRow['level']; materialType?: MaterialRow['materialType'] };

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
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
