import { z } from 'zod';
import { MEMBER_LEVELS } from './constants.ts';
import { booleanField, emailField, requiredText } from './fields.ts';
import { membersMessages } from './members-messages.ts';

/** pending: e-mail not yet confirmed; active: confirmed, awaiting the society's check; verified; lapsed. */
export const MEMBER_STATUSES = ['pending', 'active', 'verified', 'lapsed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The purposes of a member's e-mailed link: confirming a new member's address, or signing in. */
export const MEMBER_LINK_PURPOSES = ['join', 'sign-in'] as const;
export type MemberLinkPurpose = (typeof MEMBER_LINK_PURPOSES)[number];

/** The member cookie's name (HttpOnly: the pages never read it, they ask GET /api/members/me). */
export const MEMBER_COOKIE = 'lss_member';
/** How long a member session lasts (decisions.md: 90 days). */
export const MEMBER_SESSION_DAYS = 90;
/** How long an e-mailed link works. */
export const MEMBER_LINK_MINUTES = 60;

const level = z.enum(MEMBER_LEVELS, { error: membersMessages.levelInvalid });

/**
 * A matriculation number as printed (e.g. 19/55EA123): upper-cased, so one number is one member
 * however it is typed; empty means none.
 */
const matricNumber = z
  .string({ error: membersMessages.matricNumberInvalid })
  .trim()
  .max(30, 'Matriculation number must be at most 30 characters.')
  .regex(/^[A-Za-z0-9/-]*$/, membersMessages.matricNumberInvalid)
  .transform((value) => (value ? value.toUpperCase() : null))
  .nullish();

/** POST /api/members/join. */
export const memberJoinInput = z.object({
  fullName: requiredText('Full name', 120),
  email: emailField,
  matricNumber,
  level,
});
export type MemberJoinInput = z.input<typeof memberJoinInput>;

/** POST /api/members/sign-in. */
export const memberSignInInput = z.object({ email: emailField });

/** POST /api/members/session: the token of the e-mailed link. */
export const memberSessionInput = z.object({
  token: z.string({ error: 'The link is incomplete.' }).trim().min(1, 'The link is incomplete.').max(200),
});

/**
 * PUT /api/members/me: what a member may change of themselves (absent: unchanged; matricNumber null
 * or empty: none; newsletter: whether the one list sends them the newsletter, decision 029).
 */
export const memberUpdateInput = z.object({
  fullName: requiredText('Full name', 120).optional(),
  level: level.optional(),
  matricNumber,
  newsletter: booleanField('Newsletter').optional(),
});
export type MemberUpdateInput = z.input<typeof memberUpdateInput>;

/** POST /api/members/sign-out. */
export const memberSignOutInput = z
  .object({ everywhere: z.boolean({ error: 'everywhere must be true or false.' }).optional() })
  .optional();

/**
 * What a server-rendered page knows of the member whose cookie came with it (decision 030): the
 * header's first name, and the status that opens members-only parts.
 */
export type PageMember = {
  firstName: string;
  status: MemberStatus;
  /** For what the page offers them: a verified member's one-click registration names them. */
  fullName: string;
  email: string;
};

/** GET /api/members/me: the member, as they see themselves. */
export const memberMe = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  matricNumber: z.string().nullable(),
  level: z.enum(MEMBER_LEVELS),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Whether the newsletter's one list has this address as a confirmed subscriber. */
  newsletter: z.boolean(),
});
export type MemberMe = z.infer<typeof memberMe>;

/** One of the member's event registrations (GET /api/members/me/registrations, My account, the export). */
export const memberRegistration = z.object({
  _id: z.string(),
  status: z.enum(['confirmed', 'waitlisted', 'cancelled']),
  registeredAt: z.string(),
  event: z.object({ _id: z.string(), title: z.string(), eventDate: z.string(), venue: z.string() }),
  /** The event page's path. */
  url: z.string(),
  /** Confirmed or waiting, for an event that has not started: the member may cancel it. */
  cancellable: z.boolean(),
});
export type MemberRegistration = z.infer<typeof memberRegistration>;

/**
 * An election the member voted in (issue 28): that they voted, never how, nor their receipt (shown
 * once at casting; the site cannot link a member to their ballot, decision 033).
 */
export const memberElectionVoted = z.object({ slug: z.string(), title: z.string(), session: z.string() });
export type MemberElectionVoted = z.infer<typeof memberElectionVoted>;

/** What My account shows: the member, their registrations (newest event first), the elections they voted in. */
export const memberAccount = z.object({
  member: memberMe,
  registrations: z.array(memberRegistration),
  electionsVotedIn: z.array(memberElectionVoted),
});
export type MemberAccount = z.infer<typeof memberAccount>;

/** GET /api/members/me/export: everything the site holds of the member (NDPA 2023, access), as JSON. */
export const memberExport = memberAccount.extend({ exportedAt: z.string() });
export type MemberExport = z.infer<typeof memberExport>;
