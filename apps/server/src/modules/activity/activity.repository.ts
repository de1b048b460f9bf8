import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderedList } from '../../db/paging.ts';
import { activityLog } from '../../db/schema/index.ts';

export type ActivityRow = typeof activityLog.$inferSelect;

export function createActivityRepository(db: Database) {
  return {
    async insert(values: typeof activityLog.$inferInsert) {
      await db.insert(activityLog).values(values);
    },
    newestFirst: () => orderedList(db, activityLog, [desc(activityLog.createdAt), desc(activityLog.id)]),
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
