import { apiMessages } from '@lss/shared/api-messages';
import type { EventDetail } from '@lss/shared/events';
import type { PublicDataSource } from '@lss/shared/public-data';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { eventLoader } from '../event-loader.ts';
import { EventPage } from '../event-page.tsx';
import Registration from './registration.island.tsx';

// Issue 26: event registration works before any script runs. Its server-rendered HTML is a plain
// form posting to POST /events/:id/register, which answers by sending the browser back to the event
// page with the outcome (?registration=…#register); the page gives that address to the island.

const rsvp = { enabled: true, capacity: 10, confirmed: 3, waitlisted: 0 };

/** The island's HTML as the server sends it, before any script. */
function serverRendered(search: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Registration eventId="moot finals" search={search} rsvp={rsvp} started={false} />,
  );
  document.body.append(container);
  return container;
}

describe('event registration without JavaScript', () => {
  it('is a plain form posting the name and e-mail to /events/:id/register, in the #register section', () => {
    const page = serverRendered('');
    const form = within(page).getByRole('form', { name: 'Register for this event' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/events/moot%20finals/register');
    expect(form.querySelector('[name="name"]')).not.toBeNull();
    expect(form.querySelector('[name="email"]')).not.toBeNull();
    expect(form.closest('section')).toHaveAttribute('id', 'register');
    expect(within(page).queryByRole('alert')).toBeNull();
    page.remove();
  });

  it('gives the island the address the form was answered with: pending, check your e-mail', async () => {
    const event = {
      _id: 'e1',
      title: 'Moot Finals',
      description: 'The finals.',
      eventDate: '2099-03-01T10:00:00Z',
      venue: 'Hall',
      organiser: null,
      isFeatured: false,
      imageUrl: null,
      imageAlt: null,
      rsvpEnabled: true,
      capacity: 10,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      rsvp,
    } as unknown as EventDetail;
    const data = { event: async () => event } as unknown as PublicDataSource;
    renderPublicRoute(
      { path: '/events/:id', element: <EventPage />, loader: eventLoader },
      data,
      '/events/e1?registration=pending#register',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.pending);
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(JSON.parse(island?.dataset.props ?? '')).toMatchObject({
      eventId: 'e1',
      search: '?registration=pending',
    });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each([
    ['?registration=invalid', apiMessages.validationFailed],
    ['?registration=registered', rsvpMessages.alreadyRegistered],
    ['?registration=closed', rsvpMessages.notOpen],
    ['?registration=started', rsvpMessages.eventStarted],
    ['?registration=failed', rsvpMessages.failed],
  ])('says why %s was refused as an alert, in a form still usable', (search, message) => {
    const page = serverRendered(search);
    expect(within(page).getByRole('alert')).toHaveTextContent(message);
    const form = within(page).getByRole('form', { name: 'Register for this event' });
    expect(within(form).getByRole('button', { name: rsvpMessages.register })).not.toHaveAttribute('disabled');
    page.remove();
  });
});
