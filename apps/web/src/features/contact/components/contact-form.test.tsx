import type { ContactInput } from '@lss/shared/contact';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/http.ts';
import { ContactForm } from './contact-form.island.tsx';

function setup(send: (input: ContactInput) => Promise<unknown>) {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm send={send} />
      <Toaster />
    </>,
  );
  return {
    user,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    submit: () => user.click(screen.getByRole('button', { name: 'Send Message' })),
  };
}

describe('ContactForm', () => {
  it('asks for every field when one is empty or only blanks, and sends nothing', async () => {
    const send = vi.fn(async () => ({}));
    const form = setup(send);
    await form.user.type(form.name, 'Ada');
    await form.user.type(form.email, 'ada@example.org');
    await form.user.type(form.message, '   ');
    await form.submit();
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('uses the browser email field and hides the honeypot from people', () => {
    setup(async () => ({}));
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows Sending..., thanks the sender by name and clears the form', async () => {
    let finish: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const form = setup(send);
    await form.user.type(form.name, '  Ada Obi ');
    await form.user.type(form.email, 'ada@example.org');
    await form.user.type(form.message, 'Hello society');
    await form.submit();

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Ada Obi',
      email: 'ada@example.org',
      message: 'Hello society',
      website: '',
    });

    finish({ message: 'Message received' });
    expect(await screen.findByText("Thank you, Ada Obi! We've received your message.")).toBeInTheDocument();
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's message, or the default one, when sending fails", async () => {
    const send = vi
      .fn<(input: ContactInput) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(429, 'x', 'Too many requests. Please slow down and try again shortly.'),
      )
      .mockRejectedValueOnce(new ApiError(0, 'Network error', null));
    const form = setup(send);
    await form.user.type(form.name, 'Ada');
    await form.user.type(form.email, 'ada@example.org');
    await form.user.type(form.message, 'Hello');
    await form.submit();
    expect(
      await screen.findByText('Too many requests. Please slow down and try again shortly.'),
    ).toBeInTheDocument();
    expect(form.name).toHaveValue('Ada');

    await form.submit();
    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
  });
});
