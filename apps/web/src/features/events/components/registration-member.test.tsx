import type { EventDetail, EventRsvpSummary } from '@lss/shared/events';
import type { PageMember } from '@lss/shared/members';
import { membersMessages } from '@lss/shared/members-messages';
import type { PublicDataSource } from '@lss/shared/public-data';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/http.ts';
import { SiteProvider } from '#web/lib/site-context.ts';
import { eventLoader } from '../event-loader.ts';
import { EventPage } from '../event-page.tsx';
import { Registration } from './registration.island.tsx';

// A signed-in verified member registers in one click (issue 27): no fields, no e-mail to confirm,
// the registration under My account. The event page is rendered for them and tells the island.

const NGOZI = { name: 'Ngozi Bello', email: 'ngozi@students.unilorin.edu.ng' };
const seats = (confirmed: number, capacity = 10): EventRsvpSummary => ({
  enabled: true,
  capacity,
  confirmed,
  waitlisted: 0,
});

describe('one-click registration for a verified member', () => {
  it('names the member, asks for nothing, and registers with one click', async () => {
    const user = userEvent.setup();
    const register = vi.fn(async () => ({ status: 'confirmed' as const }));
    render(<Registration eventId="e1" rsvp={seats(7)} started={false} member={NGOZI} register={register} />);
    const form = screen.getByRole('form', { name: 'Register for this event' });
    expect(form).toHaveTextContent(membersMessages.registerAs(NGOZI.name, NGOZI.email));
    expect(within(form).queryByRole('textbox')).toBeNull();
    await user.click(within(form).getByRole('button', { name: rsvpMessages.register }));
    expect(register).toHaveBeenCalledWith('e1', NGOZI);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(membersMessages.registeredConfirmed);
    expect(within(status).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/members/account',
    );
    expect(screen.getByText('2 seats left of 10')).toBeInTheDocument();
  });

  it('joins the waiting list of a full event in one click', async () => {
    const user = userEvent.setup();
    render(
      <Registration
        eventId="e1"
        rsvp={seats(10)}
        started={false}
        member={NGOZI}
        register={async () => ({ status: 'waitlisted' })}
      />,
    );
    expect(screen.getByText(rsvpMessages.full)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: rsvpMessages.joinWaitingList }));
    expect(await screen.findByRole('status')).toHaveTextContent(membersMessages.registeredWaitlisted);
  });

  it('says a second registration is refused, as an alert', async () => {
    const user = userEvent.setup();
    render(
      <Registration
        eventId="e1"
        rsvp={seats(1)}
        started={false}
        member={NGOZI}
        register={async () => {
          throw new ApiError(409, 'x', rsvpMessages.alreadyRegistered);
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: rsvpMessages.register }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rsvpMessages.alreadyRegistered);
  });

  it('without JavaScript is a plain form with no fields, answered with ?registration=confirmed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Registration eventId="e1" rsvp={seats(3)} started={false} member={NGOZI} />,
    );
    document.body.append(container);
    const form = within(container).getByRole('form', { name: 'Register for this event' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/events/e1/register');
    expect(form.querySelector('input')).toBeNull();
    container.remove();

    render(
      <Registration
        eventId="e1"
        search="?registration=confirmed"
        rsvp={seats(4)}
        started={false}
        member={NGOZI}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(membersMessages.registeredConfirmed);
  });
});

describe('the event page', () => {
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
    rsvp: seats(3),
  } as unknown as EventDetail;

  async function islandPropsFor(member: PageMember | null) {
    const deps = { data: { event: async () => event } as unknown as PublicDataSource, publicUrl: '', member };
    const router = createMemoryRouter(
      [{ path: '/events/:id', element: <EventPage />, loader: eventLoader(deps) }],
      { initialEntries: ['/events/e1'] },
    );
    render(
      <SiteProvider
        value={{ settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null }, publicUrl: '', member }}
      >
        <RouterProvider router={router} />
      </SiteProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Moot Finals' });
    return JSON.parse(document.querySelector<HTMLElement>('[data-island]')?.dataset.props ?? '{}');
  }

  it('gives a verified member’s name and address to the island', async () => {
    const props = await islandPropsFor({
      firstName: 'Ngozi',
      status: 'verified',
      fullName: NGOZI.name,
      email: NGOZI.email,
    });
    expect(props.member).toEqual(NGOZI);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('gives a member not verified (and a visitor) the form with its fields', async () => {
    const props = await islandPropsFor({
      firstName: 'Tolu',
      status: 'active',
      fullName: 'Tolu Ade',
      email: 't@x.test',
    });
    expect(props.member).toBeNull();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
