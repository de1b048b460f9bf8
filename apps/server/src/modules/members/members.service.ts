import {
  MEMBER_LINK_MINUTES,
  MEMBER_SESSION_DAYS,
  type MemberAccount,
  type MemberExport,
  type MemberLinkPurpose,
  type MemberMe,
  type MemberRegistration,
  type MemberStatus,
  type memberJoinInput,
  type memberUpdateInput,
} from '@lss/shared/members';
import { membersMessages } from '@lss/shared/members-messages';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError, BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { memberLinkMail } from '../../lib/mail/templates/member-link.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Links e-mailed to one member in an hour, whoever asks and from wherever: an inbox is not a target. */
export const MEMBER_LINKS_PER_HOUR = 5;

/** An expired link: 410 Gone, so the page can say to ask for a new one. */
class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}

export function toMemberMe(row: MemberRow, newsletter: boolean): MemberMe {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    matricNumber: row.matricNumber,
    level: row.level,
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    newsletter,
  };
}

/** What the members' service needs of event registration (the events module's rsvps service). */
export type MemberRegistrations = {
  forMember(member: { id: string; email: string }): Promise<MemberRegistration[]>;
  cancelForMember(member: { id: string; email: string }, rsvpId: string): Promise<{ wasConfirmed: boolean }>;
  eraseMember(member: { id: string; email: string }): Promise<void>;
};

/** What it needs of the newsletter: its one list (decision 029). */
export type MemberNewsletter = {
  isSubscribed(email: string): Promise<boolean>;
  setSubscribed(email: string, name: string, on: boolean): Promise<void>;
  forget(email: string): Promise<void>;
};

/** The address's domain is one of the society's student domains (or a subdomain of one). */
export function isStudentAddress(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((student) => domain === student || domain.endsWith(`.${student}`));
}

/** A member as the audit log names them: by name, never by e-mail (issue 27). */
const actorOf = (row: MemberRow) => ({ id: null, fullName: `${row.fullName} (member)` });

/** Members: joining, e-mailed single-use links, sessions in the database, their own details. */
export function createMembersService(deps: {
  repository: MembersRepository;
  mail: Mail;
  activity: ActivityService;
  registrations: MemberRegistrations;
  newsletter: MemberNewsletter;
  /** The elections the member voted in (the elections module's; never a receipt). */
  electionsVotedIn: (row: MemberRow) => Promise<MemberAccount['electionsVotedIn']>;
  /** The site setting currentSession: a member joins, and is verified, in the session current then. */
  currentSession: () => Promise<string>;
  studentEmailDomains: () => Promise<string[]>;
  publicUrl: string;
  clock: Clock;
  log: Logger;
  /** The cookie is Secure when the site is served over HTTPS (PUBLIC_URL). */
  secureCookie: boolean;
}) {
  const { repository, mail, activity, registrations, newsletter, clock, log } = deps;
  const me = async (row: MemberRow) => toMemberMe(row, await newsletter.isSubscribed(row.email));
  const audit = (row: MemberRow, action: 'created' | 'updated' | 'deleted', summary: string) =>
    activity.record({ actor: actorOf(row), action, entityType: 'member', entityId: row.id, summary });
  /** Work done after the 202 has left (so its timing tells nothing); awaited by `idle()` and at close. */
  const background = new Set<Promise<void>>();

  function inBackground(what: string, work: () => Promise<void>) {
    const task = work()
      .catch((error: unknown) => {
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          `members: ${what} failed`,
        );
      })
      .finally(() => background.delete(task));
    background.add(task);
  }

  async function sendLink(member: MemberRow, purpose: MemberLinkPurpose) {
    const now = clock.now();
    const { token, hash } = newLinkToken();
    const added = await repository.insertLinkUnderCap(
      {
        memberId: member.id,
        purpose,
        tokenHash: hash,
        now,
        expiresAt: new Date(now.getTime() + MEMBER_LINK_MINUTES * MINUTE),
      },
      { since: new Date(now.getTime() - 60 * MINUTE), cap: MEMBER_LINKS_PER_HOUR },
    );
    if (!added) {
      log.info({ memberId: member.id }, 'member link not sent: the hourly cap of the member');
      return;
    }
    const url = `${deps.publicUrl}/members/sign-in?token=${encodeURIComponent(token)}`;
    await mail.send(memberLinkMail({ purpose, url }), member.email);
  }

  async function join(input: z.output<typeof memberJoinInput>) {
    const existing = await repository.findByEmail(input.email);
    if (existing) {
      // A member already: a link to sign in (or, still pending, to confirm), never a second member.
      await sendLink(existing, existing.status === 'pending' ? 'join' : 'sign-in');
      return;
    }
    // A matriculation number already someone else's: nothing is created and nothing sent, and the
    // answer is the same 202 (decision 029). A 409 would tell anyone whether a number belongs to a
    // member, and, with the e-mail it was tried with, lets a stranger probe the class list.
    if (input.matricNumber && (await repository.matricNumberTaken(input.matricNumber))) {
      log.info({}, 'member join refused: the matriculation number is taken');
      return;
    }
    const row = await repository.insertPending({
      fullName: input.fullName,
      email: input.email,
      matricNumber: input.matricNumber ?? null,
      level: input.level,
      joinedSession: await deps.currentSession(),
      now: clock.now(),
    });
    if (!row) {
      log.info({}, 'member join refused: the e-mail or matriculation number was taken meanwhile');
      return;
    }
    await audit(row, 'created', `Joined (${row.level})`);
    await sendLink(row, 'join');
  }

  /** My account: the member, their event registrations and the elections they voted in. */
  async function account(row: MemberRow): Promise<MemberAccount> {
    return {
      member: await me(row),
      registrations: await registrations.forMember(row),
      electionsVotedIn: await deps.electionsVotedIn(row),
    };
  }

  return {
    secureCookie: deps.secureCookie,
    /** Answers at once and alike for every address (202 always): what happens, happens afterwards. */
    join(input: z.output<typeof memberJoinInput>): void {
      inBackground('join', () => join(input));
    },

    /** A sign-in link to members only; the same answer for everyone, at once. */
    signIn(email: string): void {
      inBackground('sign-in', async () => {
        const member = await repository.findByEmail(email);
        if (!member) return;
        await sendLink(member, member.status === 'pending' ? 'join' : 'sign-in');
      });
    },

    /** Resolves once the work of the answers already sent is done (tests, and the app's close). */
    async idle(): Promise<void> {
      while (background.size) await Promise.all([...background]);
    },

    /**
     * Uses an e-mailed link once: confirms a pending member (verified at a student domain, else
     * active) and opens a session. Answers the session's token (for the cookie) and the member.
     */
    async openSession(token: string): Promise<{ token: string; expiresAt: Date; member: MemberMe }> {
      const now = clock.now();
      const link = await repository.findLink(hashOneTimeToken(token));
      if (!link || link.usedAt) throw new BadRequestError(membersMessages.linkInvalid);
      if (link.expiresAt <= now) throw new GoneError(membersMessages.linkExpired);
      if (!(await repository.useLink(link.id, now))) throw new BadRequestError(membersMessages.linkInvalid);
      let member = await repository.findById(link.memberId);
      if (!member) throw new BadRequestError(membersMessages.linkInvalid);
      if (member.status === 'pending') {
        const status: MemberStatus = isStudentAddress(member.email, await deps.studentEmailDomains())
          ? 'verified'
          : 'active';
        const confirmed = await repository.confirm(
          member.id,
          status,
          status === 'verified' ? await deps.currentSession() : null,
          now,
        );
        if (confirmed) {
          member = confirmed;
          await audit(member, 'updated', `Confirmed the e-mail address (${status})`);
        }
      }
      const session = newLinkToken();
      const expiresAt = new Date(now.getTime() + MEMBER_SESSION_DAYS * DAY);
      await repository.insertSession({ memberId: member.id, tokenHash: session.hash, now, expiresAt });
      return { token: session.token, expiresAt, member: await me(member) };
    },

    /** The member of a session cookie's token; null when unknown, revoked or expired. */
    async authenticate(token: string): Promise<{ sessionId: string; member: MemberRow } | null> {
      if (!token || token.length > 200) return null;
      return repository.findSession(hashOneTimeToken(token), clock.now());
    },

    /** The member as they see themselves, with their newsletter preference (GET /api/members/me). */
    me,

    account,
    registrations: (row: MemberRow) => registrations.forMember(row),

    /** Everything the site holds of the member (NDPA 2023, the right of access): a JSON download. */
    async export(row: MemberRow): Promise<MemberExport> {
      return { exportedAt: clock.now().toISOString(), ...(await account(row)) };
    },

    async update(member: MemberRow, input: z.output<typeof memberUpdateInput>): Promise<MemberMe> {
      const patch = {
        ...(input.fullName === undefined ? {} : { fullName: input.fullName }),
        ...(input.level === undefined ? {} : { level: input.level }),
        ...(input.matricNumber === undefined ? {} : { matricNumber: input.matricNumber }),
      };
      let row = member;
      if (Object.keys(patch).length > 0) {
        // A member knows their own number: saying it is someone else's tells them what they need.
        const taken = () =>
          new ConflictError(membersMessages.matricNumberTaken, {
            matricNumber: membersMessages.matricNumberTaken,
          });
        if (patch.matricNumber && (await repository.matricNumberTaken(patch.matricNumber, member.id))) {
          throw taken();
        }
        const updated = await repository.update(member.id, patch, clock.now());
        if (!updated) throw taken();
        row = updated;
        await audit(row, 'updated', `Updated own details (${Object.keys(patch).join(', ')})`);
      }
      if (input.newsletter !== undefined && input.newsletter !== (await newsletter.isSubscribed(row.email))) {
        await newsletter.setSubscribed(row.email, row.fullName, input.newsletter);
        await audit(
          row,
          'updated',
          input.newsletter ? 'Turned the newsletter on' : 'Turned the newsletter off',
        );
      }
      return me(row);
    },

    /** Cancels one of the member's registrations (as its cancel link would); answers what to say. */
    async cancelRegistration(row: MemberRow, rsvpId: string): Promise<string> {
      const { wasConfirmed } = await registrations.cancelForMember(row, rsvpId);
      return wasConfirmed
        ? membersMessages.registrationCancelled
        : membersMessages.registrationCancelledWaiting;
    },

    /**
     * Deletes the membership (NDPA 2023, the right to erasure; decision 029): the registrations are
     * kept without the person, the newsletter subscription goes, then the member with their links
     * and sessions. Each step can run again: a failure midway leaves a member who can try again.
     * An editor removing a member (`staff`) erases them the same way. False when already gone.
     */
    async erase(row: MemberRow, staff?: Actor): Promise<boolean> {
      await registrations.eraseMember(row);
      await newsletter.forget(row.email);
      if (!(await repository.erase(row, membersMessages.formerMember))) return false;
      await activity.record({
        actor: staff ?? { id: null, fullName: membersMessages.formerMember },
        action: 'deleted',
        entityType: 'member',
        entityId: row.id,
        summary: staff
          ? `Removed ${membersMessages.formerMember.toLowerCase()} (${row.level})`
          : 'Deleted their membership (erasure under the Nigeria Data Protection Act 2023)',
      });
      return true;
    },

    async signOut(session: { sessionId: string; member: MemberRow }, everywhere: boolean) {
      const now = clock.now();
      if (everywhere) await repository.revokeAllSessions(session.member.id, now);
      else await repository.revokeSession(session.sessionId, now);
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
