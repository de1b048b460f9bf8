import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Database) {
  return {
    ...crudQueries(db, contactMessages),
    inbox: () =>
      orderedList(db, contactMessages, [desc(contactMessages.createdAt), desc(contactMessages.id)]),
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
