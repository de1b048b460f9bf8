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
  },
  (table) => [
    index('executives_order_idx').on(table.displayOrder, table.name),
    index('executives_featured_idx').on(table.isFeatured, table.displayOrder),
  ],
);
