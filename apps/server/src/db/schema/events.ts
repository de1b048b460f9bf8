import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';

export const events = pgTable(
  'events',
  {
    ...recordColumns,
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: instant('event_date').notNull(),
    venue: text('venue').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    imageUrl: text('image_url'),
  },
  (table) => [
    index('events_event_date_idx').on(table.eventDate),
    index('events_featured_date_idx').on(table.isFeatured, table.eventDate),
  ],
);
