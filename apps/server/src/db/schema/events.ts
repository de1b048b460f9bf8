import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    rsvpEnabled: boolean('rsvp_enabled').notNull().default(false),
    /** Seats for registrations; null is unlimited. */
    capacity: integer('capacity'),
  },
  (table) => [
    // The lists' whole order (date, title, id: decision 022), so a far page walks the index.
    index('events_event_date_idx').on(table.eventDate, table.title, table.id),
    index('events_featured_date_idx').on(table.isFeatured, table.eventDate),
  ],
);

export const RSVP_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;

/**
 * One registration for an event. The e-mail is kept lower-cased, so that one person is one
 * registration however they type it; a cancelled registration frees the address to register again.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    ...recordColumns,
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    /** SHA-256 of the cancel link's token (lib/one-time-tokens.ts). */
    cancelTokenHash: text('cancel_token_hash').notNull(),
    checkedInAt: instant('checked_in_at'),
  },
  (table) => [
    uniqueIndex('event_rsvps_active_email_unique')
      .on(table.eventId, table.email)
      .where(sql`${table.status} <> 'cancelled'`),
    uniqueIndex('event_rsvps_cancel_token_unique').on(table.cancelTokenHash),
    index('event_rsvps_event_created_idx').on(table.eventId, table.createdAt),
  ],
);
