import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { foldedSearchColumn } from '../folded-text.ts';
import { instant, recordColumns } from './columns.ts';
import { posts } from './posts.ts';

/** Everyone who asked for the newsletter; a removed subscriber's row is deleted. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    ...recordColumns,
    /** Lower-cased: one row per address. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the double opt-in link's token (lib/one-time-tokens.ts); null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    /** Confirmation e-mails sent in the current hour, counted from confirmWindowStart (a per-address cap). */
    confirmMailsInWindow: integer('confirm_mails_in_window').notNull().default(0),
    confirmWindowStart: instant('confirm_window_start'),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
    /**
     * The token of every newsletter's unsubscribe link, kept as it is (not hashed): each e-mail
     * must carry it, and it can do no more than unsubscribe this one address.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** E-mail and name folded for the admin list's search (written by the database). */
    searchFolded: foldedSearchColumn('email', 'name'),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_unique').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_unique').on(table.unsubscribeToken),
    index('newsletter_subscribers_created_idx').on(table.createdAt, table.id),
  ],
);

/** A post sent as a newsletter: at most one per post (the unique index is the "once"). */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    ...recordColumns,
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The post's title when it was sent, kept if the post is deleted later. */
    postTitle: text('post_title').notNull(),
    requestedBy: text('requested_by').notNull(),
  },
  (table) => [uniqueIndex('newsletter_sends_post_unique').on(table.postId)],
);

/**
 * The queue: one row per send and recipient, claimed in batches by any instance (FOR UPDATE SKIP
 * LOCKED). `sending` rows are claimed; one whose claim has expired was interrupted mid-send and is
 * marked failed, never sent again (nobody gets a post twice).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, {
      onDelete: 'set null',
    }),
    email: text('email').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    claimedUntil: instant('claimed_until'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_send_email_unique').on(table.sendId, table.email),
    index('newsletter_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
