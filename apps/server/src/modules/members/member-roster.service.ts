import type {
  MemberBulkResult,
  MemberCsvQuery,
  MemberImportResult,
  MemberListQuery,
  MemberRecord,
  MemberRenewal,
  MemberRenewalResult,
  memberPatchInput,
} from '@lss/shared/member-roster';
import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import { mapPage, type Page } from '@lss/shared/pagination';
import { bySessionNewestFirst } from '@lss/shared/sessions';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { toCsv } from '../../lib/csv.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ActivityRecord, ActivityService, Actor } from '../activity/activity.service.ts';
import { namesOf, planImport, readClassList } from './member-import.ts';
import type { MemberRosterRepository, TakenField } from './member-roster.repository.ts';
import type { MemberRow } from './members.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toMemberRecord(row: MemberRow): MemberRecord {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    matricNumber: row.matricNumber,
    level: row.level,
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    joinedSession: row.joinedSession,
    verifiedSession: row.verifiedSession,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const TAKEN_MESSAGES: Record<TakenField, string> = {
  email: messages.emailTaken,
  matricNumber: messages.matricNumberTaken,
};
const taken = (field: TakenField) =>
  new ConflictError(TAKEN_MESSAGES[field], { [field]: TAKEN_MESSAGES[field] });

/**
 * The society's side of membership (issue 27): the staff's roster, edits, verification and lapsing,
 * the class-list import and the lapse a new session offers. Every change is an audit entry naming
 * the member by name, never by e-mail.
 */
export function createMemberRosterService(deps: {
  repository: MemberRosterRepository;
  activity: ActivityService;
  /** The site setting currentSession, read afresh. */
  currentSession: () => Promise<string>;
  /** Erases a member (members.service.ts): registrations kept without them, newsletter and audit names gone. */
  erase: (row: MemberRow, staff: Actor) => Promise<boolean>;
  clock: Clock;
}) {
  const { repository, activity, clock } = deps;

  const entry = (
    actor: Actor,
    action: ActivityRecord['action'],
    member: { id: string; fullName: string },
    summary: string,
  ): ActivityRecord => ({ actor, action, entityType: 'member', entityId: member.id, summary });

  async function audit(entries: readonly ActivityRecord[]) {
    if (entries.length) await activity.recordMany(entries);
  }

  async function readImport(csv: string, session: string) {
    const list = readClassList(csv);
    const { emails, matricNumbers } = namesOf(list);
    return planImport(list, await repository.matching(emails, matricNumbers), session);
  }

  return {
    async page(query: MemberListQuery): Promise<Page<MemberRecord>> {
      return mapPage(await repository.page(query), toMemberRecord);
    },

    /** Every member the search and filters match, as CSV through the one CSV writer. */
    async csv(query: MemberCsvQuery): Promise<string> {
      const rows = (await repository.all(query)).map(toMemberRecord);
      return toCsv(
        [
          'Name',
          'Email',
          'Matriculation number',
          'Level',
          'Status',
          'Joined',
          'Joining session',
          'Verified for session',
          'Confirmed',
        ],
        rows.map((row) => [
          row.fullName,
          row.email,
          row.matricNumber ?? '',
          row.level,
          row.status,
          row.joinedAt,
          row.joinedSession ?? '',
          row.verifiedSession ?? '',
          row.confirmedAt ?? '',
        ]),
      );
    },

    /** The sessions the members joined in, and the current one, newest first. */
    async joinedSessions(): Promise<string[]> {
      const [joined, current] = await Promise.all([repository.joinedSessions(), deps.currentSession()]);
      return [...new Set([...joined, current])].sort(bySessionNewestFirst);
    },

    /**
     * The staff's edit. A taken e-mail or number is a 409 naming the field; setting the status to
     * verified verifies the member for the current session.
     */
    async update(id: string, input: z.output<typeof memberPatchInput>, admin: Actor): Promise<MemberRecord> {
      const member = await repository.findById(id);
      if (!member) throw new NotFoundError(messages.notFound);
      const session = await deps.currentSession();
      const patch: Parameters<MemberRosterRepository['update']>[1] = {};
      const changes: string[] = [];
      if (input.fullName !== undefined && input.fullName !== member.fullName) {
        patch.fullName = input.fullName;
        changes.push('name');
      }
      if (input.email !== undefined && input.email !== member.email) {
        if (await repository.taken('email', input.email, id)) throw taken('email');
        patch.email = input.email;
        // The address itself stays out of the log (issue 27).
        changes.push('e-mail address');
      }
      if (input.matricNumber !== undefined && input.matricNumber !== member.matricNumber) {
        if (input.matricNumber && (await repository.taken('matricNumber', input.matricNumber, id)))
          throw taken('matricNumber');
        patch.matricNumber = input.matricNumber;
        changes.push('matriculation number');
      }
      if (input.level !== undefined && input.level !== member.level) {
        patch.level = input.level;
        changes.push(`level ${input.level}`);
      }
      if (
        input.status === 'verified' &&
        (member.status !== 'verified' || member.verifiedSession !== session)
      ) {
        patch.status = 'verified';
        patch.verifiedSession = session;
        changes.push(`verified for ${session}`);
      } else if (
        input.status !== undefined &&
        input.status !== 'verified' &&
        input.status !== member.status
      ) {
        patch.status = input.status;
        changes.push(input.status);
      }
      if (changes.length === 0) {
        // Nothing asked (an empty body) is a 400; asking for what is already so changes nothing.
        if (Object.values(input).every((value) => value === undefined))
          throw new BadRequestError(messages.nothingToChange);
        return toMemberRecord(member);
      }
      const updated = await repository.update(id, patch, clock.now());
      if (!updated) throw new NotFoundError(messages.notFound);
      if ('taken' in updated) throw taken(updated.taken);
      await audit([entry(admin, 'updated', updated, `${updated.fullName}: ${changes.join(', ')}`)]);
      return toMemberRecord(updated);
    },

    async remove(id: string, admin: Actor): Promise<MemberRecord> {
      const row = await repository.findById(id);
      if (!row || !(await deps.erase(row, admin))) throw new NotFoundError(messages.notFound);
      return toMemberRecord(row);
    },

    /** Verifies members for the current session (those verified for it already stay as they are). */
    async verify(ids: readonly string[], admin: Actor): Promise<MemberBulkResult> {
      const session = await deps.currentSession();
      const changed = await repository.verify(ids, session, clock.now());
      await audit(
        changed.map((member) =>
          entry(admin, 'updated', member, `${member.fullName}: verified for ${session}`),
        ),
      );
      return { message: messages.verified(changed.length), changed: changed.length };
    },

    /** Lapses active and verified members (pending and lapsed ones stay as they are). */
    async lapse(ids: readonly string[], admin: Actor): Promise<MemberBulkResult> {
      const changed = await repository.lapse(ids, clock.now());
      await audit(changed.map((member) => entry(admin, 'updated', member, `${member.fullName}: lapsed`)));
      return { message: messages.lapsed(changed.length), changed: changed.length };
    },

    /** How many verified members 'Start a new session' would lapse: those not verified for the current one. */
    async renewal(): Promise<MemberRenewal> {
      const session = await deps.currentSession();
      return { session, toLapse: await repository.countNotVerifiedFor(session) };
    },

    /**
     * Lapses every verified member not verified for `session`, which must be the current session:
     * the confirmation named a count for it, and a session started meanwhile would change the count.
     */
    async lapseForSession(session: string, admin: Actor): Promise<MemberRenewalResult> {
      const current = await deps.currentSession();
      if (session !== current) throw new ConflictError(messages.renewalSessionChanged(current));
      const lapsed = await repository.lapseNotVerifiedFor(session, clock.now());
      await audit(
        lapsed.map((member) =>
          entry(admin, 'updated', member, `${member.fullName}: lapsed, not verified for ${session}`),
        ),
      );
      return { message: messages.renewalLapsed(lapsed.length, session), session, lapsed: lapsed.length };
    },

    /**
     * The class-list import: the preview of each row (dryRun), or the import itself, in one
     * transaction. Run twice, the second run finds every row unchanged and writes nothing.
     */
    async importList(csv: string, dryRun: boolean, admin: Actor): Promise<MemberImportResult> {
      const session = await deps.currentSession();
      const plan = await readImport(csv, session);
      const counts = { added: 0, updated: 0, unchanged: 0, refused: 0 };
      for (const row of plan.rows) counts[row.outcome] += 1;
      const result = { dryRun, session, counts, rows: plan.rows };
      if (dryRun || (plan.added.length === 0 && plan.updated.length === 0)) return result;
      const written = await repository.applyImport(plan.added, plan.updated, session, clock.now());
      if (!written) throw new ConflictError(messages.importChangedMeanwhile);
      await audit([
        ...written.added.map((member) =>
          entry(
            admin,
            'created',
            member,
            `${member.fullName}: imported from the class list, verified for ${session}`,
          ),
        ),
        ...plan.updated.map((member) =>
          entry(admin, 'updated', member, `${member.fullName}: from the class list, ${member.detail}`),
        ),
      ]);
      return result;
    },

    countByStatus: repository.countByStatus,
  };
}
export type MemberRosterService = ReturnType<typeof createMemberRosterService>;
