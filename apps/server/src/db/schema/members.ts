import { MEMBER_LEVELS } from '@lss/shared/constants';
import { MEMBER_LINK_PURPOSES, MEMBER_STATUSES } from '@lss/shared/members';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { foldedSearchColumn } from '../folded-text.ts';
import { instant, recordColumns } from './columns.ts';

/** The society's members (issue 27, decision 029). */
export const members = pgTable(
  'members',
  {
    ...recordColumns,
    fullName: text('full_name').notNull(),
    /** Lower-cased: one member per address. */
    email: text('email').notNull(),
    /** Upper-cased; null when not given. Unique when given (NULLs never collide). */
    matricNumber: text('matric_number'),
    level: text('level', { enum: MEMBER_LEVELS }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('pending'),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    /** When the address was first confirmed (the first link used); null while pending. */
    confirmedAt: instant('confirmed_at'),
    /** The society's session (e.g. 2026/2027) current when they joined: the admin list filters by it. */
    joinedSession: text('joined_session'),
    /** The session in which they were last verified: 'Start a new session' lapses the others. */
    verifiedSession: text('verified_session'),
    /** Name, e-mail and matriculation number folded for the roster's search (written by the database). */
    searchFolded: foldedSearchColumn('full_name', 'email', 'matric_number'),
  },
  (table) => [
    uniqueIndex('members_email_unique').on(table.email),
    uniqueIndex('members_matric_number_unique').on(table.matricNumber),
    index('members_status_idx').on(table.status),
    index('members_joined_idx').on(table.joinedAt, table.id),
  ],
);

/**
 * The single-use links e-mailed to members: confirming the address of someone who joined, or
 * signing in. Only a SHA-256 of the token is kept (lib/one-time-tokens.ts); a used link keeps its
 * row, with usedAt, until it is purged after expiry.
 */
export const memberLinks = pgTable(
  'member_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: MEMBER_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('member_links_token_unique').on(table.tokenHash),
    index('member_links_member_idx').on(table.memberId, table.createdAt),
  ],
);

/**
 * A member's signed-in browsers: the cookie holds a random token, the table its SHA-256. In the
 * database, so every instance sees a session and its revocation at once.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('member_sessions_token_unique').on(table.tokenHash),
    index('member_sessions_member_idx').on(table.memberId),
  ],
);
