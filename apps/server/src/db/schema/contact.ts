import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...recordColumns,
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
