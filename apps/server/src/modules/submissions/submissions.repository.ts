import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { desc, eq } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { countWhere, orderedList } from '../../db/paging.ts';
import { articleSubmissions } from '../../db/schema/index.ts';

export type SubmissionRow = typeof articleSubmissions.$inferSelect;

// The list's search (title, name, e-mail) and columns (decision 018).
const adminColumns = {
  searchable: [articleSubmissions.title, articleSubmissions.name, articleSubmissions.email],
  sortable: {
    title: articleSubmissions.title,
    name: articleSubmissions.name,
    status: articleSubmissions.status,
    date: articleSubmissions.createdAt,
  },
  defaultOrder: [desc(articleSubmissions.createdAt), desc(articleSubmissions.id)],
  id: articleSubmissions.id,
};

export function createSubmissionsRepository(db: Database) {
  return {
    ...crudQueries(db, articleSubmissions),
    newestFirst: () => orderedList(db, articleSubmissions, adminColumns.defaultOrder),
    adminPage: (request: AdminListQuery<AdminSortKey<'submissions'>>) =>
      adminListPage(db, articleSubmissions, request, adminColumns),
    countPending: () => countWhere(db, articleSubmissions, eq(articleSubmissions.status, 'pending')),
  };
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
