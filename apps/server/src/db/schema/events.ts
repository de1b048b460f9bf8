import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';
import { members } from './members.ts';

export const events = pgTable(
  'events',
  {
    ...recordColumns,
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: instant('event_date').notNull(),
    venue: text('venue').notNull(),
    /** Who runs the event; null is the society itself. */
    organiser: text('organiser'),
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

export const RSVP_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;

/**
 * One registration for an event. The e-mail is kept lower-cased, so that one person is one
 * registration however they type it; a cancelled registration frees the address to register again.
 * Registration is double opt-in (decisions.md, 2026-11-26): a `pending` row holds no seat until its
 * e-mailed link is followed, and is deleted once `confirmExpiresAt` has passed. `createdAt` of a
 * confirmed or waiting registration is the moment it was confirmed: its place in line.
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
    /** SHA-256 of the confirmation link's token; kept after use, so that a second press answers the same. */
    confirmTokenHash: text('confirm_token_hash'),
    /** Until when a pending registration's link works (24 hours); null once confirmed. */
    confirmExpiresAt: instant('confirm_expires_at'),
    /**
     * The member who registered while signed in (one click, no e-mail confirmation); null for a
     * visitor, and set null when the member deletes their membership (the registration is kept
     * without the person).
     */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('event_rsvps_active_email_unique')
      .on(table.eventId, table.email)
      .where(sql`${table.status} <> 'cancelled'`),
    uniqueIndex('event_rsvps_cancel_token_unique').on(table.cancelTokenHash),
    index('event_rsvps_event_created_idx').on(table.eventId, table.createdAt),
    uniqueIndex('event_rsvps_confirm_token_unique').on(table.confirmTokenHash),
    index('event_rsvps_member_idx').on(table.memberId),
    index('event_rsvps_pending_expiry_idx')
      .on(table.confirmExpiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Registration confirmation e-mails sent to one address in the current hour, across every event:
 * at most RSVP_CONFIRM_MAILS_PER_HOUR, so that nobody's inbox can be filled by registering it again
 * and again. Rows whose hour has ended are deleted.
 */
export const rsvpConfirmMails = pgTable(
  'rsvp_confirm_mails',
  {
    email: text('email').primaryKey(),
    sent: integer('sent').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (table) => [index('rsvp_confirm_mails_window_idx').on(table.windowEndsAt)],
);
