import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventEditorPage } from './events/event-editor-page.tsx';
import { EventsListPage } from './events/events-list-page.tsx';
import { fakeApi, logIn, renderAdmin } from './test/render-admin.tsx';

const event = {
  _id: 'e1',
  title: 'Moot Court Finals',
  description: 'The final round.',
  eventDate: '2027-03-01T13:30:00.000Z',
  venue: 'Auditorium',
  isFeatured: false,
  imageUrl: null,
  rsvpEnabled: false,
  capacity: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const originalZone = process.env.TZ;
beforeEach(() => {
  logIn();
  // The administrator's own clock, which the admin must not use.
  process.env.TZ = 'Asia/Tokyo';
});
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("admin times are on the society's clock (site setting timeZone), with the zone named", () => {
  it('lists an event at the society’s time with its zone label', async () => {
    fakeApi({
      'GET /api/settings': { body: { timeZone: 'America/New_York' } },
      'GET /api/events/all': { body: [event] },
    });
    renderAdmin([{ path: '/admin/events', Component: EventsListPage }], '/admin/events');
    const row = (await screen.findByText('Moot Court Finals')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Mar 1, 2027, 8:30 AM EST')).toBeInTheDocument();
  });

  it('edits the time on that clock, says which it is, and sends it as typed', async () => {
    const calls = fakeApi({
      'GET /api/settings': { body: { timeZone: 'America/New_York' } },
      'GET /api/events/e1': { body: event },
      'PUT /api/events/e1': { body: event },
    });
    renderAdmin(
      [
        { path: '/admin/event/:id/edit', Component: EventEditorPage },
        { path: '/admin/events', element: <p>List screen</p> },
      ],
      '/admin/event/e1/edit',
    );
    const when = await screen.findByDisplayValue('2027-03-01T08:30');
    expect(when).toHaveAccessibleName('Date & Time');
    expect(when).toHaveAccessibleDescription(/New York time \(E[SD]T\), the society's time zone/);
    const user = userEvent.setup();
    await user.clear(when);
    await user.type(when, '2027-03-02T19:00');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('List screen')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      eventDate: '2027-03-02T19:00',
    });
  });
});
