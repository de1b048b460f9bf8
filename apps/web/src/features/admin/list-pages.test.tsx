import type { Event } from '@lss/shared/events';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EventsListPage } from './events/events-list-page.tsx';
import { fakeApi, logIn, renderAdmin } from './test/render-admin.tsx';

const event = (n: number): Event => ({
  _id: `e${n}`,
  title: `Event ${n}`,
  description: 'About it.',
  eventDate: '2026-05-01T10:00:00.000Z',
  venue: 'Hall',
  isFeatured: false,
  imageUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});
/** 120 events, served 50 a page as the API does. */
const ALL = Array.from({ length: 120 }, (_, index) => event(index + 1));

afterEach(() => localStorage.clear());

describe('an admin list at volume', () => {
  it('shows one page of 50 rows and pages through the rest with ?page=', async () => {
    logIn();
    let page = 1;
    const calls = fakeApi({
      'GET /api/events': () => ({
        body: ALL.slice((page - 1) * 50, page * 50),
        headers: { 'X-Total-Count': String(ALL.length) },
      }),
    });
    renderAdmin([{ path: '/admin/events', Component: EventsListPage }], '/admin/events');
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(screen.queryByText('Event 51')).toBeNull();
    expect(calls.at(-1)?.search).toBe('?page=1&limit=50');

    const nav = screen.getByRole('navigation', { name: 'Events pages' });
    page = 3;
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Event 101')).toBeInTheDocument();
    expect(screen.getByText('Event 120')).toBeInTheDocument();
    expect(screen.queryByText('Event 1')).toBeNull();
    expect(calls.at(-1)?.search).toBe('?page=3&limit=50');
  });
});
