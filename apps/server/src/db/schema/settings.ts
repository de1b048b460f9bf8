import { DEFAULT_TIME_ZONE } from '@lss/shared/time-zone';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One row (id 1) holding the site identity; validated by the shared schema on every write. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  values: jsonb('values').notNull(),
  /** A column of its own, not in values: the society's zone is what local date-times are read in. */
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  /** The session whose council the site shows; null until one is set (decision 021). */
  currentSession: text('current_session'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
