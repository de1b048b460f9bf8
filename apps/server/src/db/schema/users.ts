import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on logout and password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);
