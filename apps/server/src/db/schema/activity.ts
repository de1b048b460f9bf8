import { ACTIVITY_ACTIONS } from '@lss/shared/activity';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/** The audit log: who created, changed or deleted what, and when. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: instant('created_at').notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
  },
  (table) => [index('activity_log_created_idx').on(table.createdAt)],
);
