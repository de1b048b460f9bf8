import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { executives } from '../../db/schema/index.ts';

export type ExecutiveRow = typeof executives.$inferSelect;
const order = [asc(executives.displayOrder), asc(executives.name)];

export function createExecutivesRepository(db: Database) {
  return {
    ...crudQueries(db, executives),
    list() {
      return db
        .select()
        .from(executives)
        .orderBy(...order);
    },
    listFeatured() {
      return db
        .select()
        .from(executives)
        .where(eq(executives.isFeatured, true))
        .orderBy(...order);
    },
  };
}
export type ExecutivesRepository = ReturnType<typeof createExecutivesRepository>;
