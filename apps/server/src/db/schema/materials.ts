import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const materials = pgTable(
  'materials',
  {
    ...recordColumns,
    title: text('title').notNull(),
    description: text('description'),
    level: text('level', { enum: ['100L', '200L', '300L', '400L', '500L'] }).notNull(),
    materialType: text('material_type', {
      enum: ['Lecture Note', 'Past Question', 'Handout', 'Textbook'],
    }).notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type', { enum: ['PDF', 'DOC', 'DOCX', 'Image', 'File'] }).notNull(),
    /** Listed publicly with a lock; the file only for a verified member or staff (issue 27). */
    membersOnly: boolean('members_only').notNull().default(false),
  },
  (table) => [
    // Each filter's index ends with the list's order, newest first then the id (decision 022).
    index('materials_created_idx').on(table.createdAt, table.id),
    index('materials_filter_idx').on(table.level, table.materialType, table.createdAt, table.id),
    index('materials_level_idx').on(table.level, table.createdAt, table.id),
    index('materials_type_idx').on(table.materialType, table.createdAt, table.id),
  ],
);
