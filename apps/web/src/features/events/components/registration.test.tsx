import type { EventRsvpSummary } from '@lss/shared/events';
import type { RsvpAnswer, RsvpInput } from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/http.ts';
import { Registration } from './registration.island.tsx';

const seats = (confirmed: number, capacity: number | null = 10): EventRsvpSummary => ({
  enabled: true,
  capacity,
  confirmed,
  waitlisted: 0,
});

function setup(
  rsvp: EventRsvpSummary,
  register: (id: string, input: RsvpInput) => Promise<RsvpAnswer> = async () => ({ status: 'confirmed' }),
  started = false,
) {
  const user = userEvent.setup();
  render(<Registration eventId="e1" rsvp={rsvp} started={started} register={register} />);
  return {
    user,
    fill: async (name: string, email: string) => {
      if (name) await user.type(screen.getByLabelText('Name'), name);
      if (email) await user.type(screen.getByLabelText('Email'), email);
    },
  };
}

describe('Registration', () => {
  it('asks the visitor to check their e-mail when the registration is pending, the seats left unchanged', async () => {
    const register = vi.fn(async () => ({ status: 'pending' as const }));
    const form = setup(seats(7), register);
    await form.fill('Ada Obi', 'ada@student.test');
    await form.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(register).toHaveBeenCalledWith('e1', { name: 'Ada Obi', email: 'ada@student.test' });
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.pending);
    expect(screen.getByText('3 seats left of 10')).toBeInTheDocument();
  });

  it('shows the seats left and registers with the trimmed name and e-mail', async () => {
    const register = vi.fn(async () => ({ status: 'confirmed' as const }));
    const form = setup(seats(7), register);
    expect(screen.getByText('3 seats left of 10')).toBeInTheDocument();
    await form.fill('  Ada Obi ', 'ada@student.test');
    await form.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(register).toHaveBeenCalledWith('e1', { name: 'Ada Obi', email: 'ada@student.test' });
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.confirmed);
    expect(screen.getByText('2 seats left of 10')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers the waiting list when the event is full', async () => {
    const form = setup(seats(10), async () => ({ status: 'waitlisted' }));
    expect(screen.getByText('0 seats left of 10')).toBeInTheDocument();
    expect(screen.getByText(rsvpMessages.full)).toBeInTheDocument();
    await form.fill('Bola', 'bola@student.test');
    await form.user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.waitlisted);
  });

  it('ties each missing field to its message and focuses the first, sending nothing', async () => {
    const register = vi.fn(async () => ({ status: 'confirmed' as const }));
    const form = setup(seats(0, null), register);
    expect(screen.getByText(rsvpMessages.openSeats)).toBeInTheDocument();
    await form.user.click(screen.getByRole('button', { name: 'Register' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(name).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it("shows the server's field errors at their fields and its other refusals as an alert", async () => {
    const register = vi
      .fn<(id: string, input: RsvpInput) => Promise<RsvpAnswer>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'x', 'Some fields are missing or invalid.', {
          email: 'Enter a valid email address.',
        }),
      )
      .mockRejectedValueOnce(new ApiError(409, 'x', rsvpMessages.alreadyRegistered));
    const form = setup(seats(1), register);
    await form.fill('Ada', 'ada@x');
    await form.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await form.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rsvpMessages.alreadyRegistered);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('says registration has closed once the event has started, with no form', () => {
    setup(seats(3), undefined, true);
    expect(screen.getByText(rsvpMessages.closed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
