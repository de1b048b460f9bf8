import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import type { Event, EventListQuery, eventInput } from '@lss/shared/events';
import { mapPage, type Page } from '@lss/shared/pagination';
import type { z } from 'zod';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { instantField } from '../../lib/local-instant.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import { type ActivityService, type Actor, auditOf } from '../activity/activity.service.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';

/** Registration fields may be left out (seed scripts): the columns' defaults are off and unlimited. */
type EventValues = Omit<z.output<typeof eventInput>, 'rsvpEnabled' | 'capacity'> &
  Partial<Pick<z.output<typeof eventInput>, 'rsvpEnabled' | 'capacity'>>;

function toEvent(row: EventRow): Event {
  return { ...recordOut(row), eventDate: row.eventDate.toISOString() };
}

export function createEventsService(
  repository: EventsRepository,
  timeZone: SiteTimeZone,
  activity: ActivityService,
  clock: Clock = systemClock,
) {
  const audit = auditOf<Event>(activity, 'event', (event) => event.title);
  const toRow = instantField('eventDate', timeZone);
  return {
    /** Sorted by date, soonest first (decisions.md, Events). */
    async list(): Promise<Event[]> {
      return (await repository.list()).map(toEvent);
    },
    /** One page of the upcoming, the past or all events (GET /api/events, the events page). */
    async page({ when, ...request }: EventListQuery, now = clock.now()): Promise<Page<Event>> {
      return mapPage(await repository.listOf(when, now).page(request), toEvent);
    },
    /** One page of the admin list (GET /api/events/all). */
    async adminPage(request: AdminListQuery<AdminSortKey<'events'>>): Promise<Page<Event>> {
      return mapPage(await repository.adminPage(request), toEvent);
    },
    /** The soonest upcoming featured event, else the most recent featured one. */
    async featured(now = clock.now()): Promise<Event | null> {
      const row = (await repository.soonestFeaturedAfter(now)) ?? (await repository.latestFeaturedUntil(now));
      return row ? toEvent(row) : null;
    },
    async get(id: string): Promise<Event> {
      return toEvent(await findOr404('Event', id, repository.findById));
    },
    async create(input: EventValues, admin: Actor): Promise<Event> {
      return audit(admin, 'created', toEvent(await repository.insert(await toRow(input))));
    },
    async update(id: string, input: EventValues, admin: Actor): Promise<Event> {
      const values = await toRow(input);
      const row = await findOr404('Event', id, (found) => repository.update(found, values));
      return audit(admin, 'updated', toEvent(row));
    },
    async remove(id: string, admin: Actor) {
      return audit(admin, 'deleted', toEvent(await findOr404('Event', id, repository.delete)));
    },
    count: repository.count,
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
