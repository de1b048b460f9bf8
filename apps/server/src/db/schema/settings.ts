import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One row (id 1) holding the site identity; validated by the shared schema on every write. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  values: jsonb('values').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
