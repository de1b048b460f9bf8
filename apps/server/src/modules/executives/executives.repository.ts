import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { executives } from '../../db/schema/index.ts';

export type ExecutiveRow = typeof executives.$inferSelect;
const order = [asc(executives.displayOrder), asc(executives.name), asc(executives.id)];

export function createExecutivesRepository(db: Database) {
  return {
    ...crudQueries(db, executives),
    list: () => orderedList(db, executives, order),
    featured: () => orderedList(db, executives, order, eq(executives.isFeatured, true)),
  };
}
export type ExecutivesRepository = ReturnType<typeof createExecutivesRepository>;
