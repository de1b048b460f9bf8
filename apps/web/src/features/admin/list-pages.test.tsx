import type { Event } from '@lss/shared/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EventsListPage } from './events/events-list-page.tsx';
import { fakeApi, logIn, renderAdmin } from './test/render-admin.tsx';

const event = (n: number): Event => ({
  _id: `e${n}`,
  title: `Event ${n}`,
  description: 'About it.',
  eventDate: '2026-05-01T10:00:00.000Z',
  venue: 'Hall',
  organiser: null,
  isFeatured: false,
  imageUrl: null,
  rsvpEnabled: false,
  capacity: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});
/** 120 events, served 50 a page as the API does. */
const ALL = Array.from({ length: 120 }, (_, index) => event(index + 1));

describe('an admin list at volume', () => {
  it('shows one page of 50 rows and pages through the rest with ?page=', async () => {
    logIn();
    let page = 1;
    const calls = fakeApi({
      'GET /api/events/all': () => ({
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

describe('an admin list searched and sorted (decision 018)', () => {
  /** The fake API filters and orders as the server does, and records what was asked. */
  function serveEvents() {
    return fakeApi({
      'GET /api/events/all': (_, call) => {
        const asked = new URLSearchParams(call.search);
        const q = asked.get('q')?.toLowerCase() ?? '';
        const sort = asked.get('sort') ?? '';
        const found = ALL.slice(0, 3).filter((item) => item.title.toLowerCase().includes(q));
        if (sort === '-title') found.reverse();
        return { body: found, headers: { 'X-Total-Count': String(found.length) } };
      },
    });
  }
  let calls: ReturnType<typeof fakeApi>;

  it('searches what is typed once typing rests, keeps it in the address, and Escape clears it', async () => {
    logIn();
    calls = serveEvents();
    const { router } = renderAdmin(
      [{ path: '/admin/events', Component: EventsListPage }],
      '/admin/events?page=2',
    );
    const box = within(await screen.findByRole('search', { name: 'Search events' })).getByRole('searchbox', {
      name: 'Search events',
    });
    const user = userEvent.setup();
    await user.type(box, 'event 2');
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=1&limit=50&q=event+2'));
    expect(router.state.location.search).toBe('?q=event+2');
    expect(await screen.findByText('Event 2')).toBeInTheDocument();
    expect(screen.queryByText('Event 1')).toBeNull();

    await user.type(box, 'x');
    expect(await screen.findByText('No events match “event 2x”.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=1&limit=50'));
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sorts by a column header button, then reverses, and says so on the header cell', async () => {
    logIn();
    calls = serveEvents();
    const { router } = renderAdmin([{ path: '/admin/events', Component: EventsListPage }], '/admin/events');
    const sortTitle = await screen.findByRole('button', { name: /^TITLE/ });
    const header = sortTitle.closest('th')!;
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'ACTIONS' })).not.toHaveAttribute('aria-sort');

    const user = userEvent.setup();
    await user.click(sortTitle);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(calls.at(-1)?.search).toBe('?page=1&limit=50&sort=title');

    // The keyboard works as well as the mouse.
    sortTitle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(calls.at(-1)?.search).toBe('?page=1&limit=50&sort=-title');
    expect(router.state.location.search).toBe('?sort=-title');
    const titles = screen.getAllByRole('link', { name: /^Event \d$/ }).map((link) => link.textContent);
    expect(titles).toEqual(['Event 3', 'Event 2', 'Event 1']);

    // Back restores the order before.
    await router.navigate(-1);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('keeps the search and the order in the page links', async () => {
    logIn();
    fakeApi({
      'GET /api/events/all': () => ({
        body: ALL.slice(0, 50),
        headers: { 'X-Total-Count': String(ALL.length) },
      }),
    });
    renderAdmin([{ path: '/admin/events', Component: EventsListPage }], '/admin/events?q=event&sort=-date');
    const nav = await screen.findByRole('navigation', { name: 'Events pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/admin/events?q=event&sort=-date&page=2',
    );
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('event');
  });
});
