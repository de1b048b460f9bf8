import type { Event } from '@lss/shared/events';
import { describe, expect, it } from 'vitest';
import { orderEvents } from './order-events.ts';

const event = (title: string, eventDate: string): Event => ({
  _id: title,
  title,
  description: '',
  eventDate,
  venue: '',
  isFeatured: false,
  imageUrl: null,
  createdAt: eventDate,
  updatedAt: eventDate,
});

describe('orderEvents', () => {
  it('lists upcoming events soonest first, then past events most recent first', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const { upcoming, past } = orderEvents(
      [
        event('old', '2025-01-01T00:00:00Z'),
        event('later', '2026-09-01T00:00:00Z'),
        event('recent', '2026-05-20T00:00:00Z'),
        event('soon', '2026-06-02T00:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((e) => e.title)).toEqual(['soon', 'later']);
    expect(past.map((e) => e.title)).toEqual(['recent', 'old']);
  });
});
