import { MEMBER_LEVELS } from '@lss/shared/constants';
import { ELECTION_STATUSES, NOMINATION_STATUSES } from '@lss/shared/election-statuses';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from './columns.ts';
import { members } from './members.ts';
import { users } from './users.ts';

/** A close moved later once voting had opened: shown on the election's public page. */
export type CloseExtension = { from: string; to: string; at: string };

/**
 * An election of the council of a session (issue 28, decision on elections' secrecy). `status` is the
 * step it was last moved to, by hand or by the clock; it is brought up to the windows' step whenever
 * it is read (elections.service.ts).
 */
export const elections = pgTable(
  'elections',
  {
    ...recordColumns,
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The session whose council it elects: "2026/2027". */
    session: text('session').notNull(),
    status: text('status', { enum: ELECTION_STATUSES }).notNull().default('draft'),
    nominationsOpenAt: instant('nominations_open_at'),
    votingOpenAt: instant('voting_open_at'),
    /** The first instant at which no ballot is taken. */
    votingCloseAt: instant('voting_close_at'),
    /** Levels whose verified members may stand and vote; empty: every level. */
    eligibleLevels: text('eligible_levels', { enum: MEMBER_LEVELS }).array().notNull().default([]),
    /** How many members the roll held when it froze (voting opened); null before. */
    rollSize: integer('roll_size'),
    /** Every extension of the close after voting opened, in order: public. */
    closeExtensions: jsonb('close_extensions').$type<CloseExtension[]>().notNull().default([]),
    /** When the winners became the executives of `session` (once). */
    councilMadeAt: instant('council_made_at'),
  },
  (table) => [
    uniqueIndex('elections_slug_unique').on(table.slug),
    index('elections_created_idx').on(table.createdAt),
  ],
);

/** The staff accounts an administrator named to run an election. */
export const electionOfficers = pgTable(
  'election_officers',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.electionId, table.userId] }),
    index('election_officers_user_idx').on(table.userId),
  ],
);

/** The offices an election fills, in the ballot's order. */
export const electionPositions = pgTable(
  'election_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    seats: integer('seats').notNull().default(1),
    displayOrder: integer('display_order').notNull(),
    /** A tie for the last seat broken by the officers: the candidates who take the seats, and how. */
    tieBreakWinners: uuid('tie_break_winners').array(),
    tieBreakNote: text('tie_break_note'),
  },
  (table) => [index('election_positions_election_idx').on(table.electionId, table.displayOrder)],
);

/**
 * A member standing for a position: pending until the officers accept (a candidate on the ballot)
 * or reject it with a reason. One per member and election. The member's name is read from the
 * membership; an erased member's candidacy stays, naming nobody (member null).
 */
export const electionCandidates = pgTable(
  'election_candidates',
  {
    ...recordColumns,
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => electionPositions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Sanitised rich text (the posts' sanitiser). */
    manifesto: text('manifesto').notNull(),
    photoUrl: text('photo_url').notNull(),
    status: text('status', { enum: NOMINATION_STATUSES }).notNull().default('pending'),
    /** Why the officers rejected it. */
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('election_candidates_member_unique').on(table.electionId, table.memberId),
    index('election_candidates_position_idx').on(table.positionId, table.status),
  ],
);

/**
 * The roll: who may vote, written once when voting opens (the verified members of the eligible
 * levels at that moment) and never added to. An erased member leaves it (rollSize keeps the count).
 */
export const electionRoll = pgTable(
  'election_roll',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.electionId, table.memberId] })],
);

/**
 * Who has voted: the member only, no time, nothing of the ballot. Its primary key is what makes one
 * member one ballot: casting inserts here and the ballot in one transaction.
 */
export const electionVoters = pgTable(
  'election_voters',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.electionId, table.memberId] })],
);

/**
 * The ballots: a random receipt code and the choices, nothing else (no member, no time, no serial).
 * The receipt is the key and every read orders by it; at the close the election's ballots (and its
 * voters) are written again in that order, so that neither their place on disk nor their
 * transaction follows the order of casting (decision on elections' secrecy).
 */
export const electionBallots = pgTable(
  'election_ballots',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    receipt: text('receipt').notNull(),
    /** Position id → the chosen candidates' ids (sorted); an empty list is an abstention. */
    choices: jsonb('choices').$type<Record<string, string[]>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.electionId, table.receipt] })],
);
