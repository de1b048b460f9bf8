import type { PageMember } from '@lss/shared/members';
import { membersMessages } from '@lss/shared/members-messages';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/http.ts';
import { Registration } from './registration.island.tsx';
import { islandProps, renderEventPage, seats, serverRendered } from './registration-test-kit.tsx';

// A signed-in verified member registers in one click (issue 27): no fields, no e-mail to confirm,
// the registration under My account. The event page is rendered for them and tells the island.

const NGOZI = { name: 'Ngozi Bello', email: 'ngozi@students.unilorin.edu.ng' };

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
    const container = serverRendered(
      <Registration eventId="e1" rsvp={seats(3)} started={false} member={NGOZI} />,
    );
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
  async function islandPropsFor(member: PageMember | null) {
    renderEventPage(seats(3), '/events/e1', member);
    await screen.findByRole('heading', { level: 1, name: 'Moot Finals' });
    return islandProps();
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
