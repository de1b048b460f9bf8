import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crudQueries } from '../../db/crud.ts';
import { events } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

export function createEventsRepository(db: Database) {
  return {
    ...crudQueries(db, events),
    list() {
      return db.select().from(events).orderBy(asc(events.eventDate), asc(events.title));
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
