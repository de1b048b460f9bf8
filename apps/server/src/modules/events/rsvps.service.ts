import type { EventRsvpSummary } from '@lss/shared/events';
import { mapPage, type Page } from '@lss/shared/pagination';
import {
  type Rsvp,
  type RsvpCancelPreview,
  type RsvpCounts,
  type RsvpCreated,
  type RsvpQuery,
  rsvpCancelPath,
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
import { findOr404 } from '../../lib/lookup.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { rsvpConfirmationMail, rsvpPromotionMail, rsvpWaitlistMail } from '../../lib/mail/templates/rsvp.ts';
import { hashOneTimeToken, newLinkToken } from '../../lib/one-time-tokens.ts';
import { iso, recordOut } from '../../lib/serialize.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import { eventCalendarEntry } from './event-calendar.ts';
import type { EventRow } from './events.repository.ts';
import type { RsvpRow, RsvpsRepository } from './rsvps.repository.ts';

/** An event with the registration counts GET /api/events/{id} reports. */
export function withRsvpSummary(repository: Pick<RsvpsRepository, 'countByStatus'>) {
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
  const { eventId: _event, cancelTokenHash: _hash, checkedInAt, ...rest } = row;
  return { ...recordOut(rest), checkedIn: checkedInAt !== null, checkedInAt: iso(checkedInAt) };
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

const invalidLink = () => new NotFoundError(rsvpMessages.cancelLinkInvalid);

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

  return {
    async register(
      eventId: string,
      input: z.output<typeof rsvpInput>,
      now = new Date(),
    ): Promise<RsvpCreated> {
      const { token, hash } = newLinkToken();
      let outcome: { event: EventRow; row: RsvpRow };
      try {
        outcome = await findOr404('Event', eventId, (id) =>
          inTurn(id, () =>
            repository.transaction(async (tx) => {
              const event = await tx.lockEvent(id);
              if (!event) return null;
              if (!event.rsvpEnabled) throw new BadRequestError(rsvpMessages.notOpen);
              if (event.eventDate.getTime() <= now.getTime())
                throw new BadRequestError(rsvpMessages.eventStarted);
              if (await tx.isRegistered(id, input.email))
                throw new ConflictError(rsvpMessages.alreadyRegistered);
              const { confirmed } = await tx.countByStatus(id);
              const status =
                event.capacity === null || confirmed < event.capacity ? 'confirmed' : 'waitlisted';
              const row = await tx.insert({
                eventId: id,
                name: input.name,
                email: input.email,
                status,
                cancelTokenHash: hash,
                // The moment the lock was had, not the transaction's start: the waiting list's order.
                createdAt: sql`clock_timestamp()`,
              });
              return { event, row };
            }),
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(rsvpMessages.alreadyRegistered);
        throw error;
      }
      const { event, row } = outcome;
      sendLater(async () => {
        const content = await mailFor(event, row.name, token);
        const message =
          row.status === 'confirmed' ? rsvpConfirmationMail(content) : rsvpWaitlistMail(content);
        await mail.send(message, row.email);
      });
      return { status: row.status === 'confirmed' ? 'confirmed' : 'waitlisted' };
    },

    /** What the cancel page shows: whose registration, for which event. */
    async preview(token: string): Promise<RsvpCancelPreview> {
      const row = await repository.findByTokenHash(hashOneTimeToken(token));
      if (!row || row.status === 'cancelled') throw invalidLink();
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
      const promotedToken = newLinkToken();
      const outcome = await inTurn(found.eventId, () =>
        repository.transaction(async (tx) => {
          const event = await tx.lockEvent(found.eventId);
          // Read again under the lock: the same link pressed twice cancels once.
          const current = await tx.findByTokenHash(hash);
          if (!event || !current || current.status === 'cancelled') throw invalidLink();
          await tx.update(current.id, { status: 'cancelled' });
          let promoted: RsvpRow | null = null;
          const { confirmed } = await tx.countByStatus(event.id);
          const seatFree = event.capacity === null || confirmed < event.capacity;
          const first =
            seatFree && event.eventDate.getTime() > now.getTime() ? await tx.firstWaitlisted(event.id) : null;
          if (first) {
            // A new link for the promoted person: the e-mail that tells them carries it.
            promoted = await tx.update(first.id, {
              status: 'confirmed',
              cancelTokenHash: promotedToken.hash,
            });
          }
          return { event, promoted, wasConfirmed: current.status === 'confirmed' };
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
    },

    async page(eventId: string, query: RsvpQuery): Promise<Page<Rsvp>> {
      await findOr404('Event', eventId, repository.findEvent);
      return mapPage(await repository.pageForEvent(eventId, query), toRsvp);
    },

    /** How many registrations of each status the event has: the attendee list's status buttons. */
    async counts(eventId: string): Promise<RsvpCounts> {
      await findOr404('Event', eventId, repository.findEvent);
      return repository.countByStatus(eventId);
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
