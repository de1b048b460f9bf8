import { ROLES } from '@lss/shared/users';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on logout and password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Accounts made before roles existed could do everything: they stay administrators. */
    role: text('role', { enum: ROLES }).notNull().default('administrator'),
    /** The confirmed TOTP secret (base32); null while two-factor sign-in is off. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, until a code from the app confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 hashes of the unused recovery codes (random, so a fast hash is enough). */
    totpRecoveryHashes: text('totp_recovery_hashes').array().notNull().default([]),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/**
 * One-time links sent by e-mail: invitations (an e-mail and a role, no account yet) and password
 * resets (an account). Only a hash of the token is stored; a used link keeps its row until it expires.
 * Two-factor login challenges are one-time too: each is stored once used (`totp-challenge`, used at
 * once), so the unique hash lets one request only complete the sign-in.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invitation', 'password-reset', 'totp-challenge'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('account_links_token_unique').on(table.tokenHash),
    index('account_links_kind_email_idx').on(table.kind, table.email),
  ],
);
