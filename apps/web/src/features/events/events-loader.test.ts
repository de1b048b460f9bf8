import { EVENT_EXCERPT_LENGTH } from '@lss/shared/event-summary';
import type { Event, EventListQuery } from '@lss/shared/events';
import { slicePage } from '@lss/shared/pagination';
import type { PublicDataSource } from '@lss/shared/public-data';
import { describe, expect, it } from 'vitest';
import { eventsLoader } from './events-loader.ts';

const LONG = 'The moot court final is judged by three justices of the Court of Appeal. '.repeat(200);

const event = (id: string, eventDate: string) =>
  ({
    _id: id,
    title: `Event ${id}`,
    description: LONG,
    eventDate,
    venue: 'Faculty Auditorium',
    isFeatured: false,
    imageUrl: null,
    createdAt: eventDate,
    updatedAt: eventDate,
  }) as Event;

const data = {
  events: async ({ when, ...page }: EventListQuery) =>
    slicePage(
      when === 'upcoming' ? [event('next', '2099-01-01T10:00:00Z')] : [event('past', '2020-01-01T10:00:00Z')],
      page,
    ),
} as PublicDataSource;

describe('the events page data', () => {
  it('carries an excerpt of each description cut at a word, never the whole description', async () => {
    const load = eventsLoader({ data, publicUrl: '', member: null });
    const loaded = await load({
      request: new Request('http://localhost/events'),
      params: {},
      context: {},
    } as never);
    const items = [loaded.upcoming, loaded.past].flatMap((list) => (list.ok ? list.value.items : []));
    expect(items.map((item) => item.title)).toEqual(['Event next', 'Event past']);
    for (const item of items) {
      expect(item).not.toHaveProperty('description');
      expect(item.excerpt.length).toBeLessThanOrEqual(EVENT_EXCERPT_LENGTH);
      expect(item.excerpt).toMatch(/^The moot court final is judged .* \w+…$/);
    }
    expect(JSON.stringify(loaded).length).toBeLessThan(LONG.length / 10);
  });
});
