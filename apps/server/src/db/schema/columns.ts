import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every content table has: an opaque id and the two timestamps of decisions.md. */
export const recordColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
