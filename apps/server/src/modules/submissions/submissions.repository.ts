import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { articleSubmissions } from '../../db/schema/index.ts';

export type SubmissionRow = typeof articleSubmissions.$inferSelect;

export function createSubmissionsRepository(db: Database) {
  return {
    ...crudQueries(db, articleSubmissions),
    newestFirst: () =>
      orderedList(db, articleSubmissions, [desc(articleSubmissions.createdAt), desc(articleSubmissions.id)]),
    async countPending() {
      const [row] = await db
        .select({ value: count() })
        .from(articleSubmissions)
        .where(eq(articleSubmissions.status, 'pending'));
      return row?.value ?? 0;
    },
  };
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
