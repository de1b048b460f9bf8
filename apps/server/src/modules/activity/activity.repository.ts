import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { desc } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { orderedList } from '../../db/paging.ts';
import { activityLog } from '../../db/schema/index.ts';

export type ActivityRow = typeof activityLog.$inferSelect;

const newestFirst = [desc(activityLog.createdAt), desc(activityLog.id)];
// The log's search (who, what, details) and columns (decision 018).
const adminColumns = {
  searchable: [activityLog.actorName, activityLog.entityType, activityLog.summary],
  sortable: {
    when: activityLog.createdAt,
    who: activityLog.actorName,
    action: activityLog.action,
    what: activityLog.entityType,
  },
  defaultOrder: newestFirst,
  id: activityLog.id,
};

export function createActivityRepository(db: Database) {
  return {
    async insert(values: typeof activityLog.$inferInsert) {
      await db.insert(activityLog).values(values);
    },
    /** Many entries, a few hundred a statement (a class list of thousands is thousands of entries). */
    async insertMany(rows: readonly (typeof activityLog.$inferInsert)[]) {
      for (let start = 0; start < rows.length; start += 500) {
        await db.insert(activityLog).values(rows.slice(start, start + 500));
      }
    },
    newestFirst: () => orderedList(db, activityLog, newestFirst),
    adminPage: (request: AdminListQuery<AdminSortKey<'activity'>>) =>
      adminListPage(db, activityLog, request, adminColumns),
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
