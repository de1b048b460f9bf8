import { apiMessages } from '@lss/shared/api-messages';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Registration from './registration.island.tsx';
import { islandProps, renderEventPage, seats, serverRendered } from './registration-test-kit.tsx';

// Issue 26: event registration works before any script runs. Its server-rendered HTML is a plain
// form posting to POST /events/:id/register, which answers by sending the browser back to the event
// page with the outcome (?registration=…#register); the page gives that address to the island.

const rsvp = seats(3);
const serverRenderedAt = (search: string) =>
  serverRendered(<Registration eventId="moot finals" search={search} rsvp={rsvp} started={false} />);

describe('event registration without JavaScript', () => {
  it('is a plain form posting the name and e-mail to /events/:id/register, in the #register section', () => {
    const page = serverRenderedAt('');
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
    renderEventPage(rsvp, '/events/e1?registration=pending#register');
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.pending);
    expect(islandProps()).toMatchObject({
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
    const page = serverRenderedAt(search);
    expect(within(page).getByRole('alert')).toHaveTextContent(message);
    const form = within(page).getByRole('form', { name: 'Register for this event' });
    expect(within(form).getByRole('button', { name: rsvpMessages.register })).not.toHaveAttribute('disabled');
    page.remove();
  });
});
