import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import type { EventPeriod } from '@lss/shared/events';
import { and, asc, desc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import { adminListPage } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { orderedList } from '../../db/paging.ts';
import { events } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

const soonestFirst = [asc(events.eventDate), asc(events.title), asc(events.id)];
const latestFirst = [desc(events.eventDate), desc(events.title), desc(events.id)];
// The admin list's search and columns (decision 018).
const adminColumns = {
  searchable: [events.title],
  sortable: { title: events.title, date: events.eventDate, featured: events.isFeatured },
  defaultOrder: soonestFirst,
  id: events.id,
};

export function createEventsRepository(db: Database) {
  return {
    ...crudQueries(db, events),
    list() {
      return orderedList(db, events, soonestFirst).all();
    },
    /** Events still to come (from `now` on, soonest first), past ones (latest first), or all. */
    listOf(when: EventPeriod | undefined, now: Date) {
      if (when === 'upcoming') return orderedList(db, events, soonestFirst, gte(events.eventDate, now));
      if (when === 'past') return orderedList(db, events, latestFirst, lt(events.eventDate, now));
      return orderedList(db, events, soonestFirst);
    },
    /** The admin list: every event, soonest first unless sorted, searched by title. */
    adminPage: (request: AdminListQuery<AdminSortKey<'events'>>) =>
      adminListPage(db, events, request, adminColumns),
    /** When the next event starts: an upcoming event turns past then. */
    async nextStartAfter(now: Date) {
      const [row] = await db
        .select({ eventDate: events.eventDate })
        .from(events)
        .where(gte(events.eventDate, now))
        .orderBy(asc(events.eventDate))
        .limit(1);
      return row?.eventDate ?? null;
    },
    async soonestFeaturedAfter(now: Date) {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.isFeatured, true), gt(events.eventDate, now)))
        .orderBy(asc(events.eventDate))
        .limit(1);
      return row ?? null;
    },
    async latestFeaturedUntil(now: Date) {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.isFeatured, true), lte(events.eventDate, now)))
        .orderBy(desc(events.eventDate))
        .limit(1);
      return row ?? null;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
