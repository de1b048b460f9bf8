import { z } from 'zod';
import { MEMBER_LEVELS } from './constants.ts';
import { ELECTION_STATUSES, NOMINATION_STATUSES } from './election-statuses.ts';
import { electionsMessages as m } from './elections-messages.ts';
import {
  dateTime,
  integerField,
  optionalText,
  recordMeta,
  requiredMediaUrl,
  requiredText,
} from './fields.ts';
import { sessionField } from './session-schemas.ts';

/** The longest manifesto, as stored (sanitised HTML). */
export const MANIFESTO_MAX_LENGTH = 20_000;
/** The most seats one position has (a committee of members at large). */
export const SEATS_MAX = 20;

const id = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(64);

/** A window: an instant (ISO, or a local time read in the society's zone); null or empty: none. */
const windowField = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), dateTime(label).nullable().optional());

/**
 * A position as written: `_id` names one that exists (PATCH: kept and changed), none adds one. The
 * ballot's order is the list's.
 */
export const positionInput = z.object({
  _id: id('Position').optional(),
  title: requiredText('Position', 120),
  seats: integerField('Seats', { min: 1, max: SEATS_MAX }).default(1),
});

const levels = z
  .array(z.enum(MEMBER_LEVELS, { error: 'Choose levels among 100L to 500L, Postgraduate and Alumni.' }))
  .max(MEMBER_LEVELS.length);

const windows = {
  nominationsOpenAt: windowField('Nominations open'),
  votingOpenAt: windowField('Voting opens'),
  votingCloseAt: windowField('Voting closes'),
};

/** POST /api/elections (administrators). Positions absent or empty: the current council's. */
export const electionCreateInput = z.object({
  title: requiredText('Title', 200),
  session: sessionField('Session'),
  positions: z.array(positionInput).max(40, 'At most 40 positions.').optional(),
  officers: z.array(id('Officer')).min(1, m.officersRequired).max(20, 'At most 20 officers.'),
  /** Absent or empty: verified members of every level. */
  eligibleLevels: levels.optional(),
  ...windows,
});
export type ElectionCreateInput = z.input<typeof electionCreateInput>;

/**
 * PATCH /api/elections/{slug}: what is given changes (officers: administrators only; the rest:
 * officers), within the rules of the election's step. A window null clears it (before voting).
 */
export const electionUpdateInput = z.object({
  title: requiredText('Title', 200).optional(),
  positions: z.array(positionInput).min(1, m.positionsRequired).max(40, 'At most 40 positions.').optional(),
  officers: z.array(id('Officer')).min(1, m.officersRequired).max(20, 'At most 20 officers.').optional(),
  eligibleLevels: levels.optional(),
  ...windows,
});
export type ElectionUpdateInput = z.input<typeof electionUpdateInput>;

/** POST /api/elections/{slug}/status: the next step, by hand. */
export const electionStatusInput = z.object({
  status: z.enum(ELECTION_STATUSES, { error: `Status must be one of ${ELECTION_STATUSES.join(', ')}.` }),
});

/** POST /api/elections/{slug}/nominations (a verified member stands for a position). */
export const nominationInput = z.object({
  positionId: id('Position'),
  manifesto: z
    .string({ error: m.manifestoRequired })
    .trim()
    .min(1, m.manifestoRequired)
    .max(MANIFESTO_MAX_LENGTH, m.manifestoTooLong),
  photoUrl: requiredMediaUrl('Photo', m.photoRequired),
});
export type NominationInput = z.input<typeof nominationInput>;

/** PATCH /api/elections/{slug}/nominations/{id} (officers). */
export const nominationDecisionInput = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: "Status must be 'accepted' or 'rejected'." }),
    reason: optionalText('Reason', 500, { multiline: true }),
  })
  .refine((input) => input.status === 'accepted' || input.reason !== null, {
    message: m.reasonRequired,
    path: ['reason'],
  });

/** POST /api/elections/{slug}/ballots: position id → the chosen candidates (none or absent: abstain). */
export const ballotInput = z.object({
  choices: z.record(
    z.string().max(64),
    z.array(z.string({ error: 'Each choice is a candidate id.' }).max(64)).max(SEATS_MAX * 5),
    { error: 'Choices must map each position to a list of candidates.' },
  ),
});
export type BallotInput = z.input<typeof ballotInput>;

/** PUT /api/elections/{slug}/positions/{id}/tie-break (officers, after the close). */
export const tieBreakInput = z.object({
  winners: z.array(id('Winner')).min(1, 'Choose who takes the seat.').max(SEATS_MAX),
  note: requiredText('How the tie was broken', 1000, { multiline: true }),
});

export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const slugIdParams = slugParams.extend({ id: id('Id') });

const instant = z.string().nullable();

/** A candidate on the ballot (an accepted nomination). */
export const electionCandidate = z.object({
  _id: z.string(),
  /** The member's name ('A former member' once their membership is erased). */
  name: z.string(),
  photoUrl: z.string(),
  manifesto: z.string(),
});
export type ElectionCandidate = z.infer<typeof electionCandidate>;

export const electionPosition = z.object({
  _id: z.string(),
  title: z.string(),
  seats: z.number(),
  /** The position's place on the ballot, from 1. */
  order: z.number(),
  candidates: z.array(electionCandidate),
});
export type ElectionPosition = z.infer<typeof electionPosition>;

/** One position's count: votes per candidate (most first), who is elected, a tie for the last seat. */
export const positionResult = z.object({
  positionId: z.string(),
  title: z.string(),
  seats: z.number(),
  /** Ballots that chose nobody for it. */
  abstentions: z.number(),
  candidates: z.array(
    z.object({ candidateId: z.string(), name: z.string(), votes: z.number(), elected: z.boolean() }),
  ),
  /** Candidates with as many votes as the last seat's, more than the seats left: the officers decide. */
  tie: z.boolean(),
  tieBreak: z.object({ winners: z.array(z.string()), note: z.string() }).nullable(),
  /** No tie, or one the officers broke: the elected are known. */
  decided: z.boolean(),
});
export type PositionResult = z.infer<typeof positionResult>;

/** An election in a list: its step, windows and, from the opening of voting, its turnout. */
export const electionSummary = z.object({
  ...recordMeta,
  slug: z.string(),
  title: z.string(),
  session: z.string(),
  status: z.enum(ELECTION_STATUSES),
  nominationsOpenAt: instant,
  votingOpenAt: instant,
  votingCloseAt: instant,
  /** The next step the clock takes and when (the countdown), or null when it is by hand or none. */
  next: z.object({ status: z.enum(ELECTION_STATUSES), at: z.string() }).nullable(),
  eligibleLevels: z.array(z.enum(MEMBER_LEVELS)),
  /** Ballots cast and the roll's size, from the opening of voting; null before. */
  turnout: z.object({ ballots: z.number(), roll: z.number() }).nullable(),
  /** Each extension of the close after voting opened (public). */
  closeExtensions: z.array(z.object({ from: z.string(), to: z.string(), at: z.string() })),
  councilMadeAt: instant,
});
export type ElectionSummary = z.infer<typeof electionSummary>;
export const electionList = z.array(electionSummary);

/**
 * GET /api/elections/{slug}: positions with their accepted candidates, the officers, and, once
 * published (for its officers and administrators from the close), the results; the ballot list's
 * addresses once published.
 */
export const electionDetail = electionSummary.extend({
  positions: z.array(electionPosition),
  /** Staff see the accounts' ids (to edit them); the public sees names. */
  officers: z.array(z.object({ _id: z.string().optional(), fullName: z.string() })),
  results: z.array(positionResult).nullable(),
  ballots: z.object({ list: z.string(), download: z.string() }).nullable(),
});
export type ElectionDetail = z.infer<typeof electionDetail>;

/** A nomination as the officers see it (GET /api/elections/{slug}/nominations). */
export const nomination = z.object({
  ...recordMeta,
  positionId: z.string(),
  positionTitle: z.string(),
  member: z
    .object({ _id: z.string(), fullName: z.string(), email: z.string(), level: z.enum(MEMBER_LEVELS) })
    .nullable(),
  manifesto: z.string(),
  photoUrl: z.string(),
  status: z.enum(NOMINATION_STATUSES),
  reason: z.string().nullable(),
});
export type Nomination = z.infer<typeof nomination>;
export const nominationList = z.array(nomination);

/** Why a signed-in member may not stand or vote (null: they may). */
export const INELIGIBLE_REASONS = ['not-verified', 'level', 'not-on-roll'] as const;

/** GET /api/elections/{slug}/me: what the election is to the signed-in member. */
export const electionForMember = z.object({
  eligible: z.boolean(),
  reason: z.enum(INELIGIBLE_REASONS).nullable(),
  /** Whether they have voted (never what, never their receipt: the server cannot tell). */
  voted: z.boolean(),
  nomination: z
    .object({
      _id: z.string(),
      positionId: z.string(),
      status: z.enum(NOMINATION_STATUSES),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type ElectionForMember = z.infer<typeof electionForMember>;

/** One published ballot: its receipt and choices (position id → candidate ids, sorted). */
export const publishedBallot = z.object({
  receipt: z.string(),
  choices: z.record(z.string(), z.array(z.string())),
});
export type PublishedBallot = z.infer<typeof publishedBallot>;
export const publishedBallotList = z.array(publishedBallot);

/** 201 to a cast ballot: the receipt, shown this once. */
export const castBallot = z.object({ receipt: z.string(), message: z.string() });

/** 201 to a council made from the winners. */
export const madeCouncil = z.object({ session: z.string(), created: z.number(), filled: z.number() });
