import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { and, count, desc, eq } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
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
    inbox: () =>
      orderedList(db, contactMessages, [desc(contactMessages.createdAt), desc(contactMessages.id)]),
    adminPage: (request: AdminListQuery<AdminSortKey<'messages'>>) =>
      adminListPage(db, contactMessages, request, adminColumns),
    async countUnread() {
      const [row] = await db
        .select({ value: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.read, false)));
      return row?.value ?? 0;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
