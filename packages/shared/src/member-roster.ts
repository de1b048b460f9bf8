import { z } from 'zod';
import { adminListQuery } from './admin-list-query.ts';
import { MEMBER_LEVELS } from './constants.ts';
import { emailField } from './fields.ts';
import { MEMBER_STATUSES, memberUpdateInput } from './members.ts';
import { memberRosterMessages } from './members-messages.ts';
import { sessionField } from './session-schemas.ts';

/**
 * The society's side of membership (issue 27, decisions.md Members): the staff's roster of members
 * (GET /api/members, editors and up), edits, verification, lapsing, the class-list import and the
 * lapse that a new session offers.
 */

/** The roster's sort keys (decision 018): the columns its screen shows. */
export const MEMBER_LIST_COLUMNS = ['name', 'email', 'matric', 'level', 'status', 'joined'] as const;
export type MemberSortKey = (typeof MEMBER_LIST_COLUMNS)[number];

/** The roster's own filters, beside the search and the order. */
const memberFilters = {
  status: z.enum(MEMBER_STATUSES, { error: memberRosterMessages.statusInvalid }).optional(),
  level: z.enum(MEMBER_LEVELS, { error: memberRosterMessages.levelFilterInvalid }).optional(),
  joinedSession: sessionField('Joining session').optional(),
};

/** GET /api/members: a page, `q` (name, e-mail, matriculation number), `sort`, and the filters. */
export const memberListQuery = adminListQuery(MEMBER_LIST_COLUMNS).extend(memberFilters);
export type MemberListQuery = z.infer<typeof memberListQuery>;
/** GET /api/members.csv: the list's search and filters, without paging. */
export const memberCsvQuery = z.object({ q: memberListQuery.shape.q, ...memberFilters });
export type MemberCsvQuery = z.infer<typeof memberCsvQuery>;

/** A member as the staff see them. */
export const memberRecord = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  matricNumber: z.string().nullable(),
  level: z.enum(MEMBER_LEVELS),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The session current when they joined (or were imported). */
  joinedSession: z.string().nullable(),
  /** The session they were last verified in; 'Start a new session' may lapse the others. */
  verifiedSession: z.string().nullable(),
  updatedAt: z.string(),
});
export type MemberRecord = z.infer<typeof memberRecord>;
export const memberRecordList = z.array(memberRecord);

/** The statuses an editor may set: pending is only ever a new member's unconfirmed address. */
export const MEMBER_SETTABLE_STATUSES = ['active', 'verified', 'lapsed'] as const;

/** PATCH /api/members/{id}: what the staff may change (absent: unchanged). */
export const memberPatchInput = memberUpdateInput
  .pick({ fullName: true, level: true, matricNumber: true })
  .extend({
    email: emailField.optional(),
    status: z
      .enum(MEMBER_SETTABLE_STATUSES, { error: memberRosterMessages.settableStatusInvalid })
      .optional(),
  });
export type MemberPatchInput = z.input<typeof memberPatchInput>;

/** The most members one verify or lapse may name: two full pages of the list and more. */
export const MEMBER_IDS_MAX = 1000;

/** POST /api/members/verify and /api/members/lapse. */
export const memberIdsInput = z.object({
  ids: z
    .array(z.uuid({ error: memberRosterMessages.idsInvalid }), { error: memberRosterMessages.idsRequired })
    .min(1, memberRosterMessages.idsRequired)
    .max(MEMBER_IDS_MAX, memberRosterMessages.idsTooMany(MEMBER_IDS_MAX)),
});
export type MemberIdsInput = z.input<typeof memberIdsInput>;

/** Their answer: how many members changed (the others were so already, or are not there). */
export const memberBulkResult = z.object({ message: z.string(), changed: z.number().int() });
export type MemberBulkResult = z.infer<typeof memberBulkResult>;

/** POST /api/members/import?dryRun=true: only the preview. */
export const memberImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'], { error: memberRosterMessages.dryRunInvalid })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** The most rows one class list may have. */
export const MEMBER_IMPORT_MAX_ROWS = 10_000;
/** The largest class list accepted, in bytes (10,000 rows of a few long names and addresses). */
export const MEMBER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_OUTCOMES = ['added', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One row of the class list and what the import does (or did) with it. */
export const memberImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  matricNumber: z.string(),
  level: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Why a row is refused, or what an update changes ("level 200L → 300L; verified for 2026/2027"). */
  detail: z.string(),
});
export type MemberImportRow = z.infer<typeof memberImportRow>;

/** The preview (dryRun) or the outcome of an import. */
export const memberImportResult = z.object({
  dryRun: z.boolean(),
  /** The session the imported members are verified for (the current one). */
  session: z.string(),
  counts: z.object({
    added: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  rows: z.array(memberImportRow),
});
export type MemberImportResult = z.infer<typeof memberImportResult>;

/** GET /api/members/renewal: the verified members not verified for the current session. */
export const memberRenewal = z.object({ session: z.string(), toLapse: z.number().int() });
export type MemberRenewal = z.infer<typeof memberRenewal>;

/** POST /api/members/renewal: lapse them, naming the session the confirmation named. */
export const memberRenewalInput = z.object({ session: sessionField('Session') });
export type MemberRenewalInput = z.input<typeof memberRenewalInput>;
export const memberRenewalResult = z.object({
  message: z.string(),
  session: z.string(),
  lapsed: z.number().int(),
});
export type MemberRenewalResult = z.infer<typeof memberRenewalResult>;

/** GET /api/members/joined-sessions: the joining sessions the filter offers, newest first. */
export const memberJoinedSessions = z.array(z.string());

/** The dashboard's count of members by status. */
export const memberStatusCounts = z.object({
  pending: z.number().int(),
  active: z.number().int(),
  verified: z.number().int(),
  lapsed: z.number().int(),
});
export type MemberStatusCounts = z.infer<typeof memberStatusCounts>;
