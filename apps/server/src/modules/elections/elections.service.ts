import { apiMessages } from '@lss/shared/api-messages';
import { slugify } from '@lss/shared/constants';
import {
  ELECTION_STATUSES,
  type ElectionStatus,
  scheduledStatus,
  statusRank,
} from '@lss/shared/election-statuses';
import type {
  ElectionDetail,
  ElectionForMember,
  ElectionSummary,
  electionCreateInput,
  electionUpdateInput,
  Nomination,
  nominationDecisionInput,
  nominationInput,
  PositionResult,
  PublishedBallot,
  tieBreakInput,
} from '@lss/shared/elections';
import { electionsMessages as m } from '@lss/shared/elections-messages';
import { toInstant } from '@lss/shared/fields';
import { plainText } from '@lss/shared/plain-text';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { sanitizePostHtml } from '../../lib/html.ts';
import { isId } from '../../lib/ids.ts';
import { iso, recordOut } from '../../lib/serialize.ts';
import type { Logger } from '../../services.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { MemberRow } from '../members/members.repository.ts';
import type { AuthenticatedAdmin } from '../users/users.service.ts';
import type {
  CandidateWithMember,
  CouncilSeat,
  ElectionInsert,
  ElectionRow,
  ElectionsRepository,
  PositionDraft,
  PositionRow,
} from './elections.repository.ts';
import { ballotListJson, canonicalChoices, newReceipt, sha256Hex } from './receipts.ts';
import { type Tally, tally } from './results.ts';

/** Who reads: a staff account (a bearer token), or anyone else. */
export type Viewer = { admin: AuthenticatedAdmin | null };

type Windows = Pick<ElectionRow, 'nominationsOpenAt' | 'votingOpenAt' | 'votingCloseAt'>;
const WINDOW_KEYS = ['nominationsOpenAt', 'votingOpenAt', 'votingCloseAt'] as const;
const WINDOW_LABELS = {
  nominationsOpenAt: 'Nominations open',
  votingOpenAt: 'Voting opens',
  votingCloseAt: 'Voting closes',
} as const;
/** The window that starts each step the clock takes. */
const WINDOW_OF: Partial<Record<ElectionStatus, (typeof WINDOW_KEYS)[number]>> = {
  nominations: 'nominationsOpenAt',
  voting: 'votingOpenAt',
  closed: 'votingCloseAt',
};

const later = (a: ElectionStatus, b: ElectionStatus) => (statusRank(a) >= statusRank(b) ? a : b);
const nextStep = (status: ElectionStatus): ElectionStatus | null =>
  ELECTION_STATUSES[statusRank(status) + 1] ?? null;
const votingHasOpened = (row: ElectionRow) => statusRank(row.status) >= statusRank('voting');
const isAdministrator = (admin: AuthenticatedAdmin | null) => admin?.role === 'administrator';
const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The schedule moves an election on by itself: the audit log names it as the actor. */
const SCHEDULE = { id: null, fullName: m.schedule };
/** A member as the audit log names them (as the members module does): by name, never by e-mail. */
const memberActor = (member: MemberRow) => ({ id: null, fullName: `${member.fullName} (member)` });
const candidateName = (candidate: CandidateWithMember) => candidate.member?.fullName ?? m.formerMember;

/**
 * Elections (issue 28, decisions.md "Elections", decision 033). The stored status is the step an
 * election was last moved to; whenever one is read or written it is first brought up to the step
 * its windows have reached (`current`), and a sweep does the same every half minute, so the roll
 * freezes and the ballots are rewritten when their time comes even if nobody is looking.
 */
export function createElectionsService(deps: {
  repository: ElectionsRepository;
  activity: ActivityService;
  clock: Clock;
  log: Logger;
  /** The society's time zone: local window times are read in it. */
  timeZone: () => Promise<string>;
  /** The current session: a new election's positions start as its council's. */
  currentSession: () => Promise<string>;
  /** The site's address: member writes come from its pages only (cross-site.ts). */
  publicUrl: string;
}) {
  const { repository, activity, clock, log } = deps;

  const audit = (
    actor: Actor | typeof SCHEDULE,
    election: ElectionRow,
    action: 'created' | 'updated' | 'deleted' | 'refused',
    summary: string,
  ) =>
    activity.record({
      actor,
      action,
      entityType: 'election',
      entityId: election.id,
      summary: `${election.title}: ${summary}`,
    });

  /** Logs the refusal, then refuses (409): a change the rules forbid once voting opened. */
  async function refuse(actor: Actor, election: ElectionRow, message: string): Promise<never> {
    await audit(actor, election, 'refused', message);
    throw new ConflictError(message);
  }

  async function describeStep(row: ElectionRow, step: ElectionStatus): Promise<string> {
    if (step === 'nominations') return 'Nominations opened';
    if (step === 'voting') return `Voting opened; the roll froze with ${row.rollSize ?? 0} members`;
    if (step === 'closed') return `Voting closed with ${await repository.ballotCount(row.id)} ballots`;
    if (step === 'published') return 'Results published';
    return step;
  }

  /** Moves the election on (repository.advance), then logs each step and reclaims what the close rewrote. */
  async function advance(
    row: ElectionRow,
    actor: Actor | typeof SCHEDULE,
    to: (locked: ElectionRow) => ElectionStatus,
    changes?: (locked: ElectionRow) => Partial<ElectionInsert>,
  ): Promise<ElectionRow> {
    const { row: moved, steps } = await repository.advance(row.id, to, changes);
    for (const step of steps) {
      const byHand = actor !== SCHEDULE && step === steps.at(-1);
      await audit(
        byHand ? actor : SCHEDULE,
        moved,
        'updated',
        `${await describeStep(moved, step)}${byHand ? ' (by hand)' : ''}`,
      );
    }
    if (steps.includes('closed')) {
      try {
        await repository.reclaim();
      } catch (error) {
        log.warn({ err: error }, 'elections: reclaiming the rewritten ballots failed');
      }
    }
    return moved;
  }

  /** The election brought up to the step its windows have reached. */
  async function current(row: ElectionRow): Promise<ElectionRow> {
    if (statusRank(scheduledStatus(row, clock.now())) <= statusRank(row.status)) return row;
    return advance(row, SCHEDULE, (locked) => later(locked.status, scheduledStatus(locked, clock.now())));
  }

  async function officerIds(row: ElectionRow): Promise<Set<string>> {
    return new Set((await repository.officers(row.id)).map((officer) => officer.id));
  }

  /** May this viewer see the election at all (a draft: its officers and administrators only)? */
  async function maySee(row: ElectionRow, viewer: Viewer): Promise<boolean> {
    if (row.status !== 'draft') return true;
    if (!viewer.admin) return false;
    return isAdministrator(viewer.admin) || (await officerIds(row)).has(viewer.admin.id);
  }

  /** The election by its slug, current; 404 when there is none or the viewer may not see it. */
  async function find(slug: string, viewer: Viewer = { admin: null }): Promise<ElectionRow> {
    const stored = await repository.findBySlug(slug);
    const row = stored && (await current(stored));
    if (!row || !(await maySee(row, viewer))) throw new NotFoundError(m.notFound);
    return row;
  }

  /** The election for one of its officers to run; 403 for anyone else. */
  async function forOfficer(slug: string, admin: AuthenticatedAdmin): Promise<ElectionRow> {
    const row = await find(slug, { admin });
    if (!(await officerIds(row)).has(admin.id)) throw new ForbiddenError(m.officersOnly);
    return row;
  }

  async function summary(row: ElectionRow): Promise<ElectionSummary> {
    const step = nextStep(row.status);
    const window = step ? WINDOW_OF[step] : undefined;
    const at = window ? row[window] : null;
    const { id, createdAt, updatedAt, nominationsOpenAt, votingOpenAt, votingCloseAt } = row;
    return {
      ...recordOut({ id, createdAt, updatedAt }),
      slug: row.slug,
      title: row.title,
      session: row.session,
      status: row.status,
      nominationsOpenAt: iso(nominationsOpenAt),
      votingOpenAt: iso(votingOpenAt),
      votingCloseAt: iso(votingCloseAt),
      next: step && at ? { status: step, at: at.toISOString() } : null,
      eligibleLevels: row.eligibleLevels,
      turnout: votingHasOpened(row)
        ? { ballots: await repository.ballotCount(row.id), roll: row.rollSize ?? 0 }
        : null,
      closeExtensions: row.closeExtensions,
      councilMadeAt: iso(row.councilMadeAt),
    };
  }

  async function tallyOf(row: ElectionRow, positions?: PositionRow[]): Promise<Tally[]> {
    const [all, accepted, ballots] = await Promise.all([
      positions ?? repository.positions(row.id),
      repository.candidates(row.id, 'accepted'),
      repository.ballots(row.id),
    ]);
    const candidates = accepted.map((c) => ({ id: c.id, positionId: c.positionId, name: candidateName(c) }));
    return tally(all, candidates, ballots);
  }

  const publicResult = ({ tied: _, seatsLeft: __, ...result }: Tally): PositionResult => result;

  function toNomination(candidate: CandidateWithMember, positions: PositionRow[]): Nomination {
    const { id, createdAt, updatedAt, positionId, manifesto, photoUrl, status, reason, member } = candidate;
    return {
      ...recordOut({ id, createdAt, updatedAt }),
      positionId,
      positionTitle: positions.find((position) => position.id === positionId)?.title ?? '',
      member: member
        ? { _id: member.id, fullName: member.fullName, email: member.email, level: member.level }
        : null,
      manifesto,
      photoUrl,
      status,
      reason,
    };
  }

  /** Windows as given (absent: unchanged; null: cleared), read in the society's zone. */
  async function windowsFrom(
    input: Partial<Record<(typeof WINDOW_KEYS)[number], string | null | undefined>>,
    stored: Windows,
  ): Promise<Windows> {
    const zone = await deps.timeZone();
    const windows = { ...stored };
    for (const key of WINDOW_KEYS) {
      const value = input[key];
      if (value !== undefined) windows[key] = value === null ? null : toInstant(value, zone);
    }
    return windows;
  }

  /** Windows set follow each other, each after the one before it is set; a changed one is in the future. */
  function checkWindows(windows: Windows, stored: Windows) {
    const now = clock.now().getTime();
    for (const key of WINDOW_KEYS) {
      const at = windows[key];
      if (at && !sameInstant(at, stored[key]) && at.getTime() <= now)
        throw new BadRequestError(m.windowInPast(WINDOW_LABELS[key]), {
          [key]: m.windowInPast(WINDOW_LABELS[key]),
        });
    }
    const { nominationsOpenAt: nominations, votingOpenAt: opens, votingCloseAt: closes } = windows;
    if (opens && !nominations)
      throw new BadRequestError(m.windowNeedsEarlier.votingOpenAt, {
        votingOpenAt: m.windowNeedsEarlier.votingOpenAt,
      });
    if (closes && !opens)
      throw new BadRequestError(m.windowNeedsEarlier.votingCloseAt, {
        votingCloseAt: m.windowNeedsEarlier.votingCloseAt,
      });
    if ((nominations && opens && opens <= nominations) || (opens && closes && closes <= opens))
      throw new BadRequestError(m.windowsOrder, { votingOpenAt: m.windowsOrder });
  }

  async function checkOfficers(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = await repository.existingUsers(unique.filter(isId));
    if (unique.some((id) => !found.has(id)))
      throw new BadRequestError(m.officerUnknown, { officers: m.officerUnknown });
    return unique;
  }

  const positionDrafts = (
    positions: z.output<typeof electionCreateInput>['positions'] = [],
  ): PositionDraft[] =>
    positions.map((position) => ({
      ...(position._id ? { id: position._id } : {}),
      title: position.title,
      seats: position.seats,
    }));

  const samePositions = (drafts: PositionDraft[], stored: PositionRow[]) =>
    drafts.length === stored.length &&
    drafts.every((draft, index) => {
      const position = stored[index]!;
      return draft.id === position.id && draft.title === position.title && draft.seats === position.seats;
    });

  const sameLevels = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();

  /** Whether a member of this level may stand and (at the freeze) be on the roll. */
  const levelEligible = (row: ElectionRow, member: MemberRow) =>
    row.eligibleLevels.length === 0 || row.eligibleLevels.includes(member.level);

  /** A member must be verified and of an eligible level to stand (the roll decides who votes). */
  function checkMayStand(row: ElectionRow, member: MemberRow) {
    if (member.status !== 'verified') throw new ForbiddenError(m.mustBeVerified);
    if (!levelEligible(row, member))
      throw new ForbiddenError(m.levelNotEligible(row.eligibleLevels.join(', ')));
  }

  /** A public read (a visitor, a member) or a staff one: drafts are their officers' and administrators'. */
  const visibleTo = (viewer: Viewer) =>
    !viewer.admin ? 'none' : isAdministrator(viewer.admin) ? 'all' : { officer: viewer.admin.id };

  const service = {
    publicUrl: deps.publicUrl,

    async list(viewer: Viewer): Promise<ElectionSummary[]> {
      const rows = await repository.list(visibleTo(viewer));
      const currentRows = [];
      for (const row of rows) currentRows.push(await current(row));
      return Promise.all(currentRows.map(summary));
    },

    async detail(slug: string, viewer: Viewer): Promise<ElectionDetail> {
      const row = await find(slug, viewer);
      const [positions, accepted, officers] = await Promise.all([
        repository.positions(row.id),
        repository.candidates(row.id, 'accepted'),
        repository.officers(row.id),
      ]);
      const staff =
        viewer.admin !== null &&
        (isAdministrator(viewer.admin) || officers.some((o) => o.id === viewer.admin!.id));
      // The count: for everyone once published; from the close for its officers and administrators.
      const showResults = row.status === 'published' || (row.status === 'closed' && staff);
      const path = `/api/elections/${row.slug}`;
      return {
        ...(await summary(row)),
        positions: positions.map((position) => ({
          _id: position.id,
          title: position.title,
          seats: position.seats,
          order: position.displayOrder,
          candidates: accepted
            .filter((candidate) => candidate.positionId === position.id)
            .map((candidate) => ({
              _id: candidate.id,
              name: candidateName(candidate),
              photoUrl: candidate.photoUrl,
              manifesto: candidate.manifesto,
            })),
        })),
        officers: officers.map((officer) =>
          viewer.admin ? { _id: officer.id, fullName: officer.fullName } : { fullName: officer.fullName },
        ),
        results: showResults ? (await tallyOf(row, positions)).map(publicResult) : null,
        ballots:
          row.status === 'published' ? { list: `${path}/ballots`, download: `${path}/ballots.json` } : null,
      };
    },

    async create(
      input: z.output<typeof electionCreateInput>,
      admin: AuthenticatedAdmin,
    ): Promise<ElectionDetail> {
      if (!isAdministrator(admin)) throw new ForbiddenError(m.administratorsCreate);
      const officers = await checkOfficers(input.officers);
      let positions = positionDrafts(input.positions);
      if (positions.length === 0) positions = await repository.councilPositions(await deps.currentSession());
      if (positions.length === 0)
        throw new BadRequestError(m.positionsRequired, { positions: m.positionsRequired });
      const none: Windows = { nominationsOpenAt: null, votingOpenAt: null, votingCloseAt: null };
      const windows = await windowsFrom(input, none);
      checkWindows(windows, none);
      const row = await repository.create(
        {
          title: input.title,
          session: input.session,
          eligibleLevels: [...new Set(input.eligibleLevels ?? [])],
          ...windows,
        },
        slugify(input.title) || 'election',
        positions.map(({ title, seats }) => ({ title, seats })),
        officers,
      );
      await audit(
        admin,
        row,
        'created',
        `Created for the ${row.session} council with ${positions.length} positions`,
      );
      return service.detail(row.slug, { admin });
    },

    async update(
      slug: string,
      input: z.output<typeof electionUpdateInput>,
      admin: AuthenticatedAdmin,
    ): Promise<ElectionDetail> {
      const row = await find(slug, { admin });
      const officers = await officerIds(row);
      const officerChange =
        input.officers !== undefined &&
        (input.officers.length !== officers.size || input.officers.some((id) => !officers.has(id)));
      const { officers: _, ...rest } = input;
      const othersGiven = Object.values(rest).some((value) => value !== undefined);
      if (officerChange && !isAdministrator(admin)) throw new ForbiddenError(m.administratorsCreate);
      if (othersGiven && !officers.has(admin.id)) throw new ForbiddenError(m.officersOnly);

      const windows = await windowsFrom(input, row);
      const changedWindows = WINDOW_KEYS.filter((key) => !sameInstant(windows[key], row[key]));
      const stored = await repository.positions(row.id);
      const drafts = input.positions ? positionDrafts(input.positions) : null;
      const positionsChange = drafts !== null && !samePositions(drafts, stored);
      const levels = input.eligibleLevels ? [...new Set(input.eligibleLevels)] : null;
      const levelsChange = levels !== null && !sameLevels(levels, row.eligibleLevels);
      const values: Partial<ElectionInsert> = {};
      const notes: string[] = [];

      if (votingHasOpened(row)) {
        // Nothing that decides who votes or for what moves now; the close only later (logged, public).
        if (positionsChange) await refuse(admin, row, m.positionsFrozen);
        if (levelsChange) await refuse(admin, row, m.levelsFrozen);
        for (const key of changedWindows) {
          if (row.status !== 'voting') await refuse(admin, row, m.windowsClosed);
          if (key !== 'votingCloseAt') await refuse(admin, row, m.windowFrozen(WINDOW_LABELS[key]));
          const [from, to] = [row.votingCloseAt, windows.votingCloseAt];
          if (to === null || (from !== null && to <= from)) await refuse(admin, row, m.closeOnlyLater);
          checkWindows(windows, row);
          values.votingCloseAt = to;
          if (from) {
            values.closeExtensions = [
              ...row.closeExtensions,
              { from: from.toISOString(), to: to!.toISOString(), at: clock.now().toISOString() },
            ];
            notes.push(`Extended the close of voting from ${from.toISOString()} to ${to!.toISOString()}`);
          } else notes.push(`Set the close of voting to ${to!.toISOString()}`);
        }
      } else {
        checkWindows(windows, row);
        for (const key of changedWindows) {
          // Nominations that have opened stay opened: the step is never taken back.
          if (key === 'nominationsOpenAt' && row.status === 'nominations')
            throw new BadRequestError(m.windowPassed(WINDOW_LABELS[key]), {
              [key]: m.windowPassed(WINDOW_LABELS[key]),
            });
          values[key] = windows[key];
          notes.push(`${WINDOW_LABELS[key]}: ${windows[key]?.toISOString() ?? 'by hand'}`);
        }
        if (levelsChange) {
          values.eligibleLevels = levels!;
          notes.push(`Eligible levels: ${levels!.length ? levels!.join(', ') : 'all'}`);
        }
        if (positionsChange) {
          const unknown = drafts!.find(
            (draft) => draft.id && !stored.some((position) => position.id === draft.id),
          );
          if (unknown) throw new BadRequestError(m.positionUnknown, { positions: m.positionUnknown });
          const removed = stored.filter((position) => !drafts!.some((draft) => draft.id === position.id));
          const nominated = await repository.positionsWithNominations(removed.map((position) => position.id));
          const blocked = removed.find((position) => nominated.has(position.id));
          if (blocked) throw new ConflictError(m.positionHasNominations(blocked.title));
          await repository.replacePositions(row.id, drafts!);
          notes.push(`Positions: ${drafts!.map((draft) => `${draft.title} (${draft.seats})`).join(', ')}`);
        }
      }
      if (input.title !== undefined && input.title !== row.title) {
        values.title = input.title;
        notes.push(`Renamed from ${row.title}`);
      }
      if (officerChange) {
        await repository.setOfficers(row.id, await checkOfficers(input.officers!));
        notes.push('Named its officers again');
      }
      const updated = Object.keys(values).length ? await repository.update(row.id, values) : row;
      if (notes.length) await audit(admin, updated, 'updated', notes.join('; '));
      return service.detail(updated.slug, { admin });
    },

    async remove(slug: string, admin: AuthenticatedAdmin): Promise<void> {
      if (!isAdministrator(admin)) throw new ForbiddenError(m.administratorsCreate);
      const row = await find(slug, { admin });
      if (row.status !== 'draft') throw new ConflictError(m.onlyDraftsDeleted);
      await repository.remove(row.id);
      await audit(admin, row, 'deleted', 'Deleted');
    },

    /** Moves the election on to its next step by hand (POST …/status). */
    async moveTo(slug: string, status: ElectionStatus, admin: AuthenticatedAdmin): Promise<ElectionDetail> {
      const row = await forOfficer(slug, admin);
      const next = nextStep(row.status);
      if (status !== next) throw new ConflictError(m.notNextStep(row.status, next));
      const now = clock.now();
      let changes: Partial<ElectionInsert> = {};
      if (status === 'nominations') {
        if ((await repository.positions(row.id)).length === 0) throw new ConflictError(m.positionsRequired);
        changes = { nominationsOpenAt: now };
      } else if (status === 'voting') {
        if ((await repository.candidates(row.id, 'accepted')).length === 0)
          throw new ConflictError(m.noCandidates);
        changes = { votingOpenAt: now };
      } else if (status === 'closed') {
        // Closing by hand is for an election without a set close: a set one is only ever extended.
        if (row.votingCloseAt) await refuse(admin, row, m.closeIsSet(row.votingCloseAt.toISOString()));
        changes = { votingCloseAt: now };
      }
      const moved = await advance(
        row,
        admin,
        (locked) => later(status, scheduledStatus(locked, clock.now())),
        (locked) => (statusRank(locked.status) < statusRank(status) ? changes : {}),
      );
      return service.detail(moved.slug, { admin });
    },

    async nominations(slug: string, admin: AuthenticatedAdmin): Promise<Nomination[]> {
      const row = await find(slug, { admin });
      if (!isAdministrator(admin) && !(await officerIds(row)).has(admin.id))
        throw new ForbiddenError(m.officersOnly);
      const [positions, candidates] = await Promise.all([
        repository.positions(row.id),
        repository.candidates(row.id),
      ]);
      return candidates.map((candidate) => toNomination(candidate, positions));
    },

    /**
     * Whether the member may stand for the position now (the nomination form checks it before it
     * stores a photo): the position, or why not.
     */
    async checkNomination(slug: string, positionId: string, member: MemberRow) {
      const row = await find(slug);
      if (row.status !== 'nominations') throw new BadRequestError(m.nominationsClosed);
      checkMayStand(row, member);
      // A rejected nomination may be sent again (the officers gave their reason); any other stands.
      const earlier = await repository.nominationOf(row.id, member.id);
      if (earlier && earlier.status !== 'rejected') throw new ConflictError(m.alreadyNominated);
      const positions = await repository.positions(row.id);
      const position = positions.find((p) => p.id === positionId);
      if (!position) throw new BadRequestError(m.positionUnknown, { positionId: m.positionUnknown });
      return { row, position };
    },

    async nominate(slug: string, input: z.output<typeof nominationInput>, member: MemberRow) {
      const { row, position } = await service.checkNomination(slug, input.positionId, member);
      const manifesto = sanitizePostHtml(input.manifesto);
      if (!plainText(manifesto).trim())
        throw new BadRequestError(m.manifestoRequired, { manifesto: m.manifestoRequired });
      const nomination = await repository.nominate({
        electionId: row.id,
        positionId: position.id,
        memberId: member.id,
        manifesto,
        photoUrl: input.photoUrl,
      });
      if (!nomination) throw new ConflictError(m.alreadyNominated);
      await activity.record({
        actor: memberActor(member),
        action: 'created',
        entityType: 'member',
        entityId: member.id,
        summary: `Stood for ${position.title} in ${row.title}`,
      });
      return {
        _id: nomination.id,
        positionId: nomination.positionId,
        status: nomination.status,
        reason: nomination.reason,
      };
    },

    async decide(
      slug: string,
      id: string,
      input: z.output<typeof nominationDecisionInput>,
      admin: AuthenticatedAdmin,
    ): Promise<Nomination> {
      const row = await forOfficer(slug, admin);
      const nomination = isId(id) ? await repository.nomination(row.id, id) : null;
      if (!nomination) throw new NotFoundError(m.nominationNotFound);
      if (votingHasOpened(row)) await refuse(admin, row, m.nominationsFrozen);
      await repository.decide(nomination.id, input.status, input.reason);
      const positions = await repository.positions(row.id);
      const decided = (await repository.candidates(row.id)).find(
        (candidate) => candidate.id === nomination.id,
      )!;
      const position = positions.find((p) => p.id === decided.positionId)?.title ?? '';
      if (decided.member)
        await activity.record({
          actor: admin,
          action: 'updated',
          entityType: 'member',
          entityId: decided.member.id,
          summary: `${input.status === 'accepted' ? 'Accepted' : 'Rejected'} the nomination of ${decided.member.fullName} for ${position} in ${row.title}`,
        });
      return toNomination(decided, positions);
    },

    /** What the election is to a signed-in member: may they stand or vote, have they voted, their nomination. */
    async forMember(slug: string, member: MemberRow): Promise<ElectionForMember> {
      const row = await find(slug);
      const [onRoll, voted, nomination] = await Promise.all([
        repository.onRoll(row.id, member.id),
        repository.hasVoted(row.id, member.id),
        repository.nominationOf(row.id, member.id),
      ]);
      const reason =
        votingHasOpened(row) && onRoll
          ? null
          : member.status !== 'verified'
            ? 'not-verified'
            : !levelEligible(row, member)
              ? 'level'
              : votingHasOpened(row)
                ? 'not-on-roll'
                : null;
      return {
        eligible: reason === null,
        reason,
        voted,
        nomination: nomination
          ? {
              _id: nomination.id,
              positionId: nomination.positionId,
              status: nomination.status,
              reason: nomination.reason,
            }
          : null,
      };
    },

    /**
     * The elections the member voted in, newest first, for My account and the member's export: the
     * site knows that they voted, never their receipt or their choices.
     */
    async votedIn(member: MemberRow): Promise<{ slug: string; title: string; session: string }[]> {
      return (await repository.votedIn(member.id)).map(({ slug, title, session }) => ({
        slug,
        title,
        session,
      }));
    },

    /**
     * Casts the member's ballot and answers its receipt (shown once, never stored with them). The
     * member on the roll (frozen when voting opened: the roll decides, whatever their status now),
     * in the window, each position's choices among its candidates and within its seats; once.
     */
    async cast(slug: string, choices: Record<string, string[]>, member: MemberRow): Promise<string> {
      const row = await find(slug);
      const outsideWindow = (election: ElectionRow) => {
        const now = clock.now();
        if (statusRank(election.status) < statusRank('voting')) throw new BadRequestError(m.votingNotOpen);
        if (election.status !== 'voting' || (election.votingCloseAt && now >= election.votingCloseAt))
          throw new BadRequestError(m.votingClosed);
      };
      outsideWindow(row);
      if (!(await repository.onRoll(row.id, member.id))) {
        await activity.record({
          actor: memberActor(member),
          action: 'refused',
          entityType: 'member',
          entityId: member.id,
          summary: `Refused a ballot in ${row.title}: not on the roll`,
        });
        throw new ForbiddenError(m.notOnRoll);
      }
      const ballot = await validChoices(row, choices);
      let receipt: string | null;
      try {
        receipt = await repository.cast(row.id, member.id, ballot, outsideWindow, newReceipt);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The database's message may quote the row (a receipt, the choices): only its code is logged.
        log.warn({ code: (error as { code?: unknown }).code ?? null }, 'elections: casting a ballot failed');
        throw new Error('casting a ballot failed');
      }
      if (receipt === null) throw new ConflictError(m.alreadyVoted);
      return receipt;
    },

    /**
     * The ballot's review step (the plain form): the choices checked as a cast checks them (the same
     * refusals, 400 with the position's field), nothing stored.
     */
    async checkChoices(slug: string, choices: Record<string, string[]>): Promise<void> {
      await validChoices(await find(slug), choices);
    },

    /** The published ballot list, in receipt order (403 before publication, for everyone). */
    async ballots(slug: string): Promise<PublishedBallot[]> {
      const row = await find(slug);
      if (row.status !== 'published') throw new ForbiddenError(m.ballotsNotPublished);
      return (await repository.ballots(row.id)).map(({ receipt, choices }) => ({
        receipt,
        choices: canonicalChoices(choices),
      }));
    },

    /** The download: the list's canonical bytes and their SHA-256 (hex). */
    async ballotsFile(slug: string): Promise<{ json: string; sha256: string }> {
      const json = ballotListJson(await service.ballots(slug));
      return { json, sha256: sha256Hex(json) };
    },

    async breakTie(
      slug: string,
      positionId: string,
      input: z.output<typeof tieBreakInput>,
      admin: AuthenticatedAdmin,
    ): Promise<PositionResult> {
      const row = await forOfficer(slug, admin);
      if (!['closed', 'published'].includes(row.status) || row.councilMadeAt)
        throw new ConflictError(m.tieBreakTooLate);
      const positions = await repository.positions(row.id);
      const position = positions.find((p) => p.id === positionId);
      if (!position) throw new NotFoundError(apiMessages.notFound('position'));
      const result = (await tallyOf(row, positions)).find((r) => r.positionId === position.id)!;
      if (!result.tie) throw new ConflictError(m.noTie);
      const winners = [...new Set(input.winners)];
      if (
        winners.length !== input.winners.length ||
        winners.length !== result.seatsLeft ||
        winners.some((id) => !result.tied.includes(id))
      )
        throw new BadRequestError(m.tieBreakWinners(result.seatsLeft), {
          winners: m.tieBreakWinners(result.seatsLeft),
        });
      await repository.setTieBreak(position.id, winners, input.note);
      const names = result.candidates.filter((c) => winners.includes(c.candidateId)).map((c) => c.name);
      await audit(
        admin,
        row,
        'updated',
        `Broke the tie for ${position.title}: ${names.join(', ')} (${input.note})`,
      );
      const broken = (await tallyOf(row)).find((r) => r.positionId === position.id)!;
      return publicResult(broken);
    },

    /** 'Make this the council of …': the winners become the executives of the election's session. */
    async makeCouncil(slug: string, admin: AuthenticatedAdmin) {
      const row = await forOfficer(slug, admin);
      if (row.status !== 'published') throw new ConflictError(m.notPublished);
      if (row.councilMadeAt) throw new ConflictError(m.councilMade);
      const positions = await repository.positions(row.id);
      const results = await tallyOf(row, positions);
      const undecided = results.filter((result) => !result.decided);
      if (undecided.length)
        throw new ConflictError(m.tiesUndecided(undecided.map((r) => r.title).join(', ')));
      const accepted = await repository.candidates(row.id, 'accepted');
      const seats: CouncilSeat[] = results.flatMap((result) => {
        const position = positions.find((p) => p.id === result.positionId)!;
        return result.candidates
          .filter((c) => c.elected)
          .map((c) => ({
            name: c.name,
            position: position.title,
            imageUrl: accepted.find((candidate) => candidate.id === c.candidateId)!.photoUrl,
            displayOrder: position.displayOrder,
          }));
      });
      const made = await repository.makeCouncil(
        row.id,
        row.session,
        seats,
        clock.now(),
        await deps.currentSession(),
      );
      if (made === null) throw new ConflictError(m.councilTaken(row.session));
      if (made === false) throw new ConflictError(m.councilMade);
      await audit(admin, row, 'updated', `Made the council of ${row.session}: ${seats.length} executives`);
      return { session: row.session, ...made };
    },

    /** Brings every election not yet closed up to its windows (the sweep). */
    async sweep(): Promise<void> {
      for (const row of await repository.unfinished()) {
        try {
          await current(row);
        } catch (error) {
          log.warn({ err: error, election: row.id }, 'elections: moving an election on failed');
        }
      }
    },
  };

  /**
   * The ballot as stored: every position of the election, each with its chosen candidates (sorted;
   * none: an abstention). Refuses a position not of this election, a candidate not standing for that
   * position (another's, a rejected one, an unknown id), one chosen twice, more than the seats.
   */
  async function validChoices(
    row: ElectionRow,
    choices: Record<string, string[]>,
  ): Promise<Record<string, string[]>> {
    const [positions, accepted] = await Promise.all([
      repository.positions(row.id),
      repository.candidates(row.id, 'accepted'),
    ]);
    const ballot: Record<string, string[]> = {};
    for (const position of positions) ballot[position.id] = [];
    for (const [positionId, chosen] of Object.entries(choices)) {
      const position = positions.find((p) => p.id === positionId);
      if (!position)
        throw new BadRequestError(m.positionUnknown, { [`choices.${positionId}`]: m.positionUnknown });
      const field = `choices.${positionId}`;
      if (new Set(chosen).size !== chosen.length)
        throw new BadRequestError(m.duplicateChoice(position.title), {
          [field]: m.duplicateChoice(position.title),
        });
      if (chosen.length > position.seats)
        throw new BadRequestError(m.tooManyChoices(position.title, position.seats), {
          [field]: m.tooManyChoices(position.title, position.seats),
        });
      const standing = new Set(accepted.filter((c) => c.positionId === position.id).map((c) => c.id));
      if (chosen.some((id) => !standing.has(id)))
        throw new BadRequestError(m.notACandidate(position.title), {
          [field]: m.notACandidate(position.title),
        });
      ballot[position.id] = chosen;
    }
    return canonicalChoices(ballot);
  }

  return service;
}
export type ElectionsService = ReturnType<typeof createElectionsService>;
