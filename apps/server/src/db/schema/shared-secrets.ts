import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Secrets the instances sharing one PostgreSQL must agree on and nobody configured (the JWT secret
 * without JWT_SECRET): the first instance to start generates it, the others read it. Kept out of
 * backups, as a secret file in DATA_DIR is.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
