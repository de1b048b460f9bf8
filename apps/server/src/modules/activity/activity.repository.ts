import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';

export type ActivityRow = typeof activityLog.$inferSelect;

export function createActivityRepository(db: Database) {
  return {
    async insert(values: typeof activityLog.$inferInsert) {
      await db.insert(activityLog).values(values);
    },
    list(limit: number) {
      return db
        .select()
        .from(activityLog)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(limit);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
