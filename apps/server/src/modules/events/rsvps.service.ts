import type { EventRsvpSummary } from '@lss/shared/events';
import type { MemberRegistration } from '@lss/shared/members';
import { membersMessages } from '@lss/shared/members-messages';
import { mapPage, type Page } from '@lss/shared/pagination';
import {
  RSVP_CONFIRM_HOURS,
  RSVP_CONFIRM_MAILS_PER_HOUR,
  type Rsvp,
  type RsvpCancelPreview,
  type RsvpCounts,
  type RsvpCreated,
  type RsvpPending,
  type RsvpQuery,
  rsvpCancelPath,
  rsvpConfirmPath,
  type rsvpInput,
} from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { zoneName } from '@lss/shared/time-zone';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toCsv } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { toICalendar } from '../../lib/ical.ts';
import { isId } from '../../lib/ids.ts';
import { findOr404 } from '../../lib/lookup.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import {
  rsvpConfirmationMail,
  rsvpConfirmLinkMail,
  rsvpPromotionMail,
  rsvpWaitlistMail,
} from '../../lib/mail/templates/rsvp.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import { iso, recordOut } from '../../lib/serialize.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import { eventCalendarEntry } from './event-calendar.ts';
import type { EventRow } from './events.repository.ts';
import type { RegistrantMember, RsvpRow, RsvpsRepository } from './rsvps.repository.ts';

/** An event with the registration counts GET /api/events/{id} reports. */
function withRsvpSummary(repository: Pick<RsvpsRepository, 'countByStatus'>) {
  return async <E extends { _id: string; rsvpEnabled: boolean; capacity: number | null }>(
    event: E,
  ): Promise<E & { rsvp: EventRsvpSummary }> => {
    // The public summary counts the active registrations only.
    const { confirmed, waitlisted } = await repository.countByStatus(event._id);
    return {
      ...event,
      rsvp: { enabled: event.rsvpEnabled, capacity: event.capacity, confirmed, waitlisted },
    };
  };
}

function toRsvp(row: RsvpRow): Rsvp {
  const {
    eventId: _event,
    cancelTokenHash: _hash,
    confirmTokenHash: _confirm,
    confirmExpiresAt: _expires,
    checkedInAt,
    status,
    ...rest
  } = row;
  // The committee's queries leave pending registrations out (rsvps.repository.ts, seenByCommittee).
  if (status === 'pending') throw new Error('A pending registration is not shown to the committee.');
  return { ...recordOut(rest), status, checkedIn: checkedInAt !== null, checkedInAt: iso(checkedInAt) };
}

/**
 * Registrations for one event wait their turn here, in this process, before they take a database
 * connection: a rush of 200 would otherwise fill the pool with transactions queued on the event's
 * row lock, and the requests behind them would time out waiting for a connection (500s). The row
 * lock still orders the instances sharing the database.
 */
function turnsPerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/** The event page's path (a member's registration links to it). */
const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;

const invalidLink = () => new NotFoundError(rsvpMessages.cancelLinkInvalid);
const invalidConfirmLink = () => new NotFoundError(rsvpMessages.confirmLinkInvalid);
const HOUR = 60 * 60 * 1000;

/** Registration is open until the event starts, and only when the committee turned it on. */
function assertOpen(event: EventRow, now: Date) {
  if (!event.rsvpEnabled) throw new BadRequestError(rsvpMessages.notOpen);
  if (event.eventDate.getTime() <= now.getTime()) throw new BadRequestError(rsvpMessages.eventStarted);
}

type Tx = Parameters<Parameters<RsvpsRepository['transaction']>[0]>[0];

/**
 * Gives a registration its place, inside the transaction that holds the event's row lock: a seat
 * while seats last, else the waiting list. Its `createdAt` becomes this moment (the lock's, not the
 * transaction's start): the order of seats and of the waiting list is the order of confirmation.
 * It gets a fresh cancel link, sent with the e-mail that tells the outcome.
 */
async function takeSeat(tx: Tx, event: EventRow, rsvpId: string, cancelTokenHash: string): Promise<RsvpRow> {
  const { confirmed } = await tx.countByStatus(event.id);
  const status = event.capacity === null || confirmed < event.capacity ? 'confirmed' : 'waitlisted';
  const row = await tx.update(rsvpId, {
    status,
    cancelTokenHash,
    confirmExpiresAt: null,
    createdAt: sql`clock_timestamp()`,
  });
  return row!;
}

/**
 * Registrations for events (issue 17). A registration and its capacity check run in one transaction
 * holding the event's row lock (SELECT … FOR UPDATE), so registrations for one event take turns
 * however many instances share the database (decision 014): the last seat is given once. PGlite runs
 * one transaction at a time anyway (db/statement-queue.ts).
 */
export function createRsvpsService(deps: {
  repository: RsvpsRepository;
  timeZone: SiteTimeZone;
  mail: Mail;
  publicUrl: string;
}) {
  const { repository, mail, publicUrl } = deps;
  const inTurn = turnsPerKey();

  async function mailFor(event: EventRow, name: string, token: string) {
    const timeZone = await deps.timeZone();
    const when = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(event.eventDate)} (${zoneName(event.eventDate, timeZone)})`;
    const shaped = { ...recordOut(event), eventDate: event.eventDate.toISOString() };
    const entry = eventCalendarEntry(shaped, publicUrl);
    return {
      name,
      event: { title: event.title, when, venue: event.venue, url: entry.url ?? publicUrl },
      cancelUrl: new URL(rsvpCancelPath(token), `${publicUrl}/`).toString(),
      calendar: toICalendar(event.title, [entry]),
    };
  }

  /** Sent after the transaction commits, not awaited: the mail server's pace never holds the lock or the answer. */
  function sendLater(build: () => Promise<void>) {
    if (mail.enabled) void build().catch(() => {});
  }

  /**
   * Cancels a registration under the event's row lock (`current` reads it again there); a freed seat
   * goes to the first on the waiting list while the event has not started, who is e-mailed with a
   * cancel link of their own. `untilStart`: refused once the event has started.
   */
  async function cancelUnderLock(
    eventId: string,
    current: (tx: Tx) => Promise<RsvpRow | null>,
    invalid: () => Error,
    now: Date,
    { untilStart = false } = {},
  ): Promise<{ wasConfirmed: boolean }> {
    const promotedToken = newLinkToken();
    const outcome = await inTurn(eventId, () =>
      repository.transaction(async (tx) => {
        const event = await tx.lockEvent(eventId);
        const row = await current(tx);
        if (!event || !row || row.status === 'cancelled' || row.status === 'pending') throw invalid();
        const started = event.eventDate.getTime() <= now.getTime();
        if (untilStart && started) throw new BadRequestError(membersMessages.registrationStarted);
        await tx.update(row.id, { status: 'cancelled' });
        let promoted: RsvpRow | null = null;
        const { confirmed } = await tx.countByStatus(event.id);
        const seatFree = event.capacity === null || confirmed < event.capacity;
        const first = seatFree && !started ? await tx.firstWaitlisted(event.id) : null;
        if (first) {
          // A new link for the promoted person: the e-mail that tells them carries it.
          promoted = await tx.update(first.id, {
            status: 'confirmed',
            cancelTokenHash: promotedToken.hash,
          });
        }
        return { event, promoted, wasConfirmed: row.status === 'confirmed' };
      }),
    );
    const { event, promoted } = outcome;
    if (promoted) {
      sendLater(async () => {
        await mail.send(
          rsvpPromotionMail(await mailFor(event, promoted.name, promotedToken.token)),
          promoted.email,
        );
      });
    }
    return { wasConfirmed: outcome.wasConfirmed };
  }

  return {
    /** An event with its registration counts (GET /api/events/{id}, the event page). */
    withSummary: withRsvpSummary(repository),
    /**
     * A visitor's registration (no member session): double opt-in (decisions.md, 2026-11-26). It is
     * kept as `pending`, holding no seat, and the address is e-mailed a confirmation link (at most
     * RSVP_CONFIRM_MAILS_PER_HOUR an hour); the answer is the same whether the address was new, is
     * still pending, or was not e-mailed. Expired pending registrations go first, so an address may
     * register again once its link has expired.
     *
     * A verified member session skips the e-mail and takes a seat at once: registerMember.
     */
    async register(
      eventId: string,
      input: z.output<typeof rsvpInput>,
      now = new Date(),
    ): Promise<RsvpPending> {
      const { token, hash } = newLinkToken();
      let outcome: { event: EventRow; mail: boolean };
      try {
        outcome = await findOr404('Event', eventId, (id) =>
          inTurn(id, () =>
            repository.transaction(async (tx) => {
              const event = await tx.lockEvent(id);
              if (!event) return null;
              assertOpen(event, now);
              await tx.deleteExpiredPending(now, id);
              const existing = await tx.findActive(id, input.email);
              if (existing && existing.status !== 'pending')
                throw new ConflictError(rsvpMessages.alreadyRegistered);
              // Over the address's hourly cap nothing is sent, and nothing changes: a link already
              // sent keeps working, and a registration nobody can confirm is not kept.
              const mail = (await tx.countConfirmMail(input.email, now, HOUR)) <= RSVP_CONFIRM_MAILS_PER_HOUR;
              if (!mail) return { event, mail };
              const confirmExpiresAt = new Date(now.getTime() + RSVP_CONFIRM_HOURS * HOUR);
              if (existing) {
                // Asked again while pending: a fresh link (the old one is replaced), no second row.
                await tx.update(existing.id, { confirmTokenHash: hash, confirmExpiresAt });
              } else {
                await tx.insert({
                  eventId: id,
                  name: input.name,
                  email: input.email,
                  status: 'pending',
                  // A cancel link is sent only with a seat (confirm gives a fresh one): this one is never sent.
                  cancelTokenHash: newLinkToken().hash,
                  confirmTokenHash: hash,
                  confirmExpiresAt,
                });
              }
              return { event, mail };
            }),
          ),
        );
      } catch (error) {
        // Two requests for one new address at once: the unique index took one; the other is the same request.
        if (isUniqueViolation(error)) return { status: 'pending' };
        throw error;
      }
      if (outcome.mail) {
        const { event } = outcome;
        sendLater(async () => {
          const { event: shown } = await mailFor(event, '', token);
          const confirmUrl = new URL(rsvpConfirmPath(token), `${publicUrl}/`).toString();
          await mail.send(
            rsvpConfirmLinkMail({ event: shown, confirmUrl, hours: RSVP_CONFIRM_HOURS }),
            input.email,
          );
        });
      }
      return { status: 'pending' };
    },

    /**
     * The confirmation link's button: the registration takes a seat if one is free, else a place on
     * the waiting list, in the order of confirmation (under the event's row lock, as registering did
     * before double opt-in). Pressing it again answers the same status.
     */
    async confirm(token: string, now = new Date()): Promise<RsvpCreated> {
      const hash = hashOneTimeToken(token);
      const found = await repository.findByConfirmHash(hash);
      if (!found || found.status === 'cancelled') throw invalidConfirmLink();
      const cancelLink = newLinkToken();
      const outcome = await inTurn(found.eventId, () =>
        repository.transaction(async (tx) => {
          const event = await tx.lockEvent(found.eventId);
          // Read again under the lock: two presses at once confirm once.
          const current = await tx.findByConfirmHash(hash);
          if (!event || !current || current.status === 'cancelled') throw invalidConfirmLink();
          if (current.status !== 'pending') return { event, row: current, fresh: false };
          if (!current.confirmExpiresAt || current.confirmExpiresAt.getTime() <= now.getTime())
            throw new BadRequestError(rsvpMessages.confirmLinkExpired);
          assertOpen(event, now);
          const row = await takeSeat(tx, event, current.id, cancelLink.hash);
          return { event, row, fresh: true };
        }),
      );
      const { event, row, fresh } = outcome;
      if (fresh) {
        sendLater(async () => {
          const content = await mailFor(event, row.name, cancelLink.token);
          const message =
            row.status === 'confirmed' ? rsvpConfirmationMail(content) : rsvpWaitlistMail(content);
          await mail.send(message, row.email);
        });
      }
      return { status: row.status === 'confirmed' ? 'confirmed' : 'waitlisted' };
    },

    /** What the cancel page shows: whose registration, for which event. */
    async preview(token: string): Promise<RsvpCancelPreview> {
      const row = await repository.findByTokenHash(hashOneTimeToken(token));
      // A pending registration's cancel token was never sent: nobody can hold it.
      if (!row || row.status === 'cancelled' || row.status === 'pending') throw invalidLink();
      const event = await repository.findEvent(row.eventId);
      if (!event) throw invalidLink();
      return {
        name: row.name,
        status: row.status,
        event: {
          _id: event.id,
          title: event.title,
          eventDate: event.eventDate.toISOString(),
          venue: event.venue,
        },
      };
    },

    /** Cancels the link's registration; a freed seat goes to the first on the waiting list, who is e-mailed. */
    async cancel(token: string, now = new Date()): Promise<{ wasConfirmed: boolean }> {
      const hash = hashOneTimeToken(token);
      const found = await repository.findByTokenHash(hash);
      if (!found) throw invalidLink();
      // Read again under the lock: the same link pressed twice cancels once.
      return cancelUnderLock(found.eventId, (tx) => tx.findByTokenHash(hash), invalidLink, now);
    },

    /**
     * A signed-in member cancels one of their registrations from My account: as the cancel link
     * does (the freed seat goes to the first waiting), until the event starts.
     */
    async cancelForMember(
      member: RegistrantMember,
      rsvpId: string,
      now = new Date(),
    ): Promise<{ wasConfirmed: boolean }> {
      const notTheirs = () => new NotFoundError(membersMessages.registrationNotFound);
      const found = isId(rsvpId) ? await repository.findOfMember(rsvpId, member) : null;
      if (!found) throw notTheirs();
      return cancelUnderLock(found.eventId, (tx) => tx.findOfMember(rsvpId, member), notTheirs, now, {
        untilStart: true,
      });
    },

    /**
     * A verified member's registration (decisions.md, Members): one click, no e-mail confirmation
     * (their address is confirmed already), a seat or the waiting list at once, in turn with every
     * other registration for the event (its row lock). Their name and address are the membership's;
     * a pending registration they made as a visitor with that address takes the seat instead of a
     * second row. Registered already: 409, however many clicks arrive at once.
     */
    async registerMember(
      eventId: string,
      member: RegistrantMember & { fullName: string },
      now = new Date(),
    ): Promise<RsvpCreated> {
      try {
        return await findOr404('Event', eventId, (id) =>
          inTurn(id, () =>
            repository.transaction(async (tx) => {
              const event = await tx.lockEvent(id);
              if (!event) return null;
              assertOpen(event, now);
              await tx.deleteExpiredPending(now, id);
              const existing = await tx.findActive(id, member.email);
              if (existing && existing.status !== 'pending')
                throw new ConflictError(rsvpMessages.alreadyRegistered);
              const pending =
                existing ??
                (await tx.insert({
                  eventId: id,
                  name: member.fullName,
                  email: member.email,
                  status: 'pending',
                  cancelTokenHash: newLinkToken().hash,
                }));
              await tx.update(pending.id, { memberId: member.id, name: member.fullName });
              // No e-mail tells the outcome: the answer does, and My account lists it with its cancel.
              const row = await takeSeat(tx, event, pending.id, newLinkToken().hash);
              return { status: row.status === 'confirmed' ? 'confirmed' : 'waitlisted' } as const;
            }),
          ),
        );
      } catch (error) {
        // Instances that do not share the turns: the unique index (one address per event) decides.
        if (isUniqueViolation(error)) throw new ConflictError(rsvpMessages.alreadyRegistered);
        throw error;
      }
    },

    /** The member's registrations for My account and their data's export, the latest event first. */
    async forMember(member: RegistrantMember, now = new Date()): Promise<MemberRegistration[]> {
      const rows = await repository.registrationsOf(member);
      return rows.map((row) => ({
        _id: row.id,
        status: row.status === 'confirmed' || row.status === 'waitlisted' ? row.status : 'cancelled',
        registeredAt: row.createdAt.toISOString(),
        event: {
          _id: row.event.id,
          title: row.event.title,
          eventDate: row.event.eventDate.toISOString(),
          venue: row.event.venue,
        },
        url: eventPath(row.event.id),
        cancellable: row.status !== 'cancelled' && row.event.eventDate.getTime() > now.getTime(),
      }));
    },

    /** Erasure of a member (decision 029): their registrations are kept without them (rsvps.repository.ts). */
    async eraseMember(member: RegistrantMember): Promise<void> {
      await repository.transaction((tx) => tx.eraseMember(member));
    },

    async page(eventId: string, query: RsvpQuery): Promise<Page<Rsvp>> {
      await findOr404('Event', eventId, repository.findEvent);
      return mapPage(await repository.pageForEvent(eventId, query), toRsvp);
    },

    /** How many registrations of each status the event has: the attendee list's status buttons. */
    async counts(eventId: string): Promise<RsvpCounts> {
      await findOr404('Event', eventId, repository.findEvent);
      // Pending registrations are left out, as in the list (rsvps.repository.ts, seenByCommittee).
      const { confirmed, waitlisted, cancelled } = await repository.countByStatus(eventId);
      return { confirmed, waitlisted, cancelled };
    },

    async csv(eventId: string): Promise<{ title: string; body: string }> {
      const event = await findOr404('Event', eventId, repository.findEvent);
      const rows = await repository.listForEvent(eventId);
      return {
        title: event.title,
        body: toCsv(
          ['Name', 'E-mail', 'Status', 'Registered at', 'Checked in at'],
          rows.map((row) => [
            row.name,
            row.email,
            row.status,
            row.createdAt.toISOString(),
            iso(row.checkedInAt) ?? '',
          ]),
        ),
      };
    },

    async setCheckedIn(eventId: string, rsvpId: string, checkedIn: boolean): Promise<Rsvp> {
      const row = await findOr404('Registration', rsvpId, (id) => repository.findInEvent(eventId, id));
      if (row.status === 'cancelled') throw new BadRequestError(rsvpMessages.cancelledCheckIn);
      const updated = await findOr404('Registration', row.id, (id) =>
        repository.update(id, { checkedInAt: checkedIn ? new Date() : null }),
      );
      return toRsvp(updated);
    },
  };
}
export type RsvpsService = ReturnType<typeof createRsvpsService>;
