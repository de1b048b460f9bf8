import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { desc, eq } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { countWhere, orderedList } from '../../db/paging.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

// The inbox's search (name, e-mail, message) and columns (decision 018).
const adminColumns = {
  searchable: [contactMessages.name, contactMessages.email, contactMessages.message],
  sortable: { name: contactMessages.name, email: contactMessages.email, date: contactMessages.createdAt },
  defaultOrder: [desc(contactMessages.createdAt), desc(contactMessages.id)],
  id: contactMessages.id,
};

export function createContactRepository(db: Database) {
  return {
    ...crudQueries(db, contactMessages),
    inbox: () => orderedList(db, contactMessages, adminColumns.defaultOrder),
    adminPage: (request: AdminListQuery<AdminSortKey<'messages'>>) =>
      adminListPage(db, contactMessages, request, adminColumns),
    countUnread: () => countWhere(db, contactMessages, eq(contactMessages.read, false)),
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
