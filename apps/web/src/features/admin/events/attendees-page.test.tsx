import type { Rsvp } from '@lss/shared/rsvp';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { AttendeesPage } from './attendees-page.tsx';
import { CheckInPage } from './check-in-page.tsx';

const EVENT = {
  _id: 'e1',
  title: 'Annual Dinner',
  description: 'Dinner.',
  eventDate: '2026-05-01T18:00:00.000Z',
  venue: 'Great Hall',
  isFeatured: false,
  imageUrl: null,
  rsvpEnabled: true,
  capacity: 100,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  rsvp: { enabled: true, capacity: 100, confirmed: 100, waitlisted: 30 },
};
const guest = (n: number): Rsvp => ({
  _id: `r${n}`,
  name: `Guest ${n}`,
  email: `guest${n}@student.test`,
  status: n <= 100 ? 'confirmed' : 'waitlisted',
  checkedIn: false,
  checkedInAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
/** 130 registrations: more than the largest page the API gives. */
const GUESTS = Array.from({ length: 130 }, (_, index) => guest(index + 1));

const listCalls = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/api/events/e1/rsvps').map((call) => call.search);

describe('the attendee list (decision 018)', () => {
  it('asks the server for a status, search, order and page, and shows each status with its count', async () => {
    logIn();
    const calls = fakeApi({
      'GET /api/events/e1': { body: EVENT },
      'GET /api/events/e1/rsvps/counts': { body: { confirmed: 100, waitlisted: 30, cancelled: 2 } },
      'GET /api/events/e1/rsvps': { body: GUESTS.slice(100, 102), headers: { 'X-Total-Count': '120' } },
    });
    const { router } = renderAdmin(
      [{ path: '/admin/events/:id/attendees', Component: AttendeesPage }],
      '/admin/events/e1/attendees?status=waitlisted&q=guest&sort=-name&page=2',
    );
    expect(await screen.findByRole('cell', { name: 'Guest 101' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe('?status=waitlisted&page=2&limit=50&q=guest&sort=-name');
    expect(await screen.findByRole('button', { name: 'Waiting (30)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Confirmed (100)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^Name/ }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const nav = screen.getByRole('navigation', { name: 'Attendee pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/admin/events/e1/attendees?status=waitlisted&q=guest&sort=-name&page=3',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelled (2)' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?status=cancelled&page=1&limit=50&q=guest&sort=-name'),
    );
    expect(router.state.location.search).toBe('?status=cancelled&q=guest&sort=-name');

    await user.click(screen.getByRole('button', { name: /^Registered/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?status=cancelled&page=1&limit=50&q=guest&sort=registered'),
    );
  });

  it('shows the confirmed registrations unless asked, and says when none match', async () => {
    logIn();
    const calls = fakeApi({
      'GET /api/events/e1': { body: EVENT },
      'GET /api/events/e1/rsvps/counts': { body: { confirmed: 0, waitlisted: 0, cancelled: 0 } },
      'GET /api/events/e1/rsvps': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const { router } = renderAdmin(
      [{ path: '/admin/events/:id/attendees', Component: AttendeesPage }],
      '/admin/events/e1/attendees',
    );
    expect(await screen.findByText('No confirmed registrations.')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe('?status=confirmed&page=1&limit=50');
    await router.navigate('/admin/events/e1/attendees?q=zed');
    expect(await screen.findByText('No attendees match “zed”.')).toBeInTheDocument();
  });
});

describe('the check-in view at the door', () => {
  it('reads every registration, 100 a page, and checks a guest of the last page in at once', async () => {
    logIn();
    const calls = fakeApi({
      'GET /api/events/e1': { body: EVENT },
      'GET /api/events/e1/rsvps': () => {
        const asked = new URLSearchParams(listCalls(calls).at(-1));
        const page = Number(asked.get('page'));
        const limit = Number(asked.get('limit'));
        return {
          body: GUESTS.slice((page - 1) * limit, page * limit),
          headers: { 'X-Total-Count': String(GUESTS.length) },
        };
      },
      'PATCH /api/events/e1/rsvps/r125': { body: { ...guest(125), checkedIn: true } },
    });
    renderAdmin(
      [{ path: '/admin/events/:id/check-in', Component: CheckInPage }],
      '/admin/events/e1/check-in',
    );
    expect(await screen.findByText('0 of 100 arrived')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual(['?limit=100&page=1', '?limit=100&page=2']);
    expect(within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('listitem')).toHaveLength(130);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by name'), 'guest 125');
    const late = screen.getByRole('button', { name: /Guest 125/ });
    await user.click(late);
    expect(late).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ checkedIn: true });
  });
});
