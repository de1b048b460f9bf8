import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const executives = pgTable(
  'executives',
  {
    ...recordColumns,
    name: text('name').notNull(),
    position: text('position').notNull(),
    imageUrl: text('image_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** "2025/2026": the council this person serves on (decision 021). */
    session: text('session').notNull(),
  },
  (table) => [
    // Every list reads one session's council.
    index('executives_session_order_idx').on(table.session, table.displayOrder, table.name),
    index('executives_session_featured_idx').on(table.session, table.isFeatured, table.displayOrder),
  ],
);
