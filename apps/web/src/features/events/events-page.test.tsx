import type { Event, EventListQuery } from '@lss/shared/events';
import { type Page, slicePage } from '@lss/shared/pagination';
import type { PublicDataSource } from '@lss/shared/public-data';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { eventsLoader } from './events-loader.ts';
import { EventsPage } from './events-page.tsx';

const event = (title: string, eventDate: string): Event => ({
  _id: title,
  title,
  description: 'About it.',
  eventDate,
  venue: 'Hall',
  organiser: null,
  isFeatured: false,
  imageUrl: null,
  rsvpEnabled: false,
  capacity: null,
  createdAt: eventDate,
  updatedAt: eventDate,
});
const UPCOMING = [event('Moot Finals', '2099-03-01T10:00:00Z'), event('Freshers', '2099-04-01T10:00:00Z')];
/** 30 past events, latest first, as the API answers when=past. */
const PAST = Array.from({ length: 30 }, (_, index) =>
  event(`Past ${index + 1}`, new Date(Date.UTC(2025, 11, 30 - index)).toISOString()),
);

const asked: EventListQuery[] = [];
const data = {
  events: async (query: EventListQuery): Promise<Page<Event>> => {
    asked.push(query);
    return slicePage(query.when === 'upcoming' ? UPCOMING : PAST, query);
  },
} as PublicDataSource;

function renderAt(url: string) {
  renderPublicRoute({ path: '/events', element: <EventsPage />, loader: eventsLoader }, data, url);
}

const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
const section = (name: string) => screen.getByRole('region', { name });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the events page', () => {
  it('leads with every upcoming event, then the first twelve past ones, and links the next page', async () => {
    renderAt('/events');
    await screen.findByText('Moot Finals');
    expect(cardTitles(section('Upcoming Events'))).toEqual(['Moot Finals', 'Freshers']);
    expect(cardTitles(section('Past Events'))).toEqual(PAST.slice(0, 12).map((e) => e.title));
    expect(asked).toContainEqual({ when: 'past', page: 1, limit: 12 });
    const nav = screen.getByRole('navigation', { name: 'Past events pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/events?page=3');
    expect(headLink('next')).toBe('/events?page=2');
  });

  it('?page=2 goes on through the past events only, with rel=prev and rel=next', async () => {
    renderAt('/events?page=2');
    await screen.findByText('Past 13');
    expect(screen.queryByRole('region', { name: 'Upcoming Events' })).toBeNull();
    expect(cardTitles(section('Past Events'))).toEqual(PAST.slice(12, 24).map((e) => e.title));
    expect(headLink('prev')).toBe('/events');
    expect(headLink('next')).toBe('/events?page=3');
  });

  it('a page past the end links back to the last one', async () => {
    renderAt('/events?page=9');
    const link = await screen.findByRole('link', { name: 'Go to page 3' });
    expect(link.getAttribute('href')).toBe('/events?page=3');
  });
});
