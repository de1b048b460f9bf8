import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConfirmRegistration from './confirm-registration.island.tsx';

/** The island as the page renders it for the address the e-mailed link (or the plain form's answer) opened. */
function open(address: string) {
  const url = new URL(address, 'http://localhost');
  render(<ConfirmRegistration pathname={url.pathname} search={url.search} />);
}

describe('ConfirmRegistration', () => {
  it('only asks when the link is opened: its button is a plain form posting the token to the same address', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('/rsvp/confirm?token=abc_123');
    const button = screen.getByRole('button', { name: rsvpMessages.confirmButton });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/rsvp/confirm?token=abc_123');
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('abc_123');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms in place with JavaScript and says where the visitor stands', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'waitlisted' }));
    vi.stubGlobal('fetch', fetch);
    open('/rsvp/confirm?token=abc_123');
    await userEvent.setup().click(screen.getByRole('button', { name: rsvpMessages.confirmButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.waitlisted);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/rsvps\/confirm$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc_123' });
  });

  it("shows the plain form's outcome, and a refused link with the way back to the events", () => {
    open('/rsvp/confirm?status=confirmed');
    expect(screen.getByRole('status')).toHaveTextContent(rsvpMessages.confirmed);
  });

  it.each([
    ['/rsvp/confirm?failed=expired', rsvpMessages.confirmLinkExpired],
    ['/rsvp/confirm?failed=started', rsvpMessages.eventStarted],
    ['/rsvp/confirm?failed=whatever', rsvpMessages.confirmLinkInvalid],
    ['/rsvp/confirm', rsvpMessages.confirmLinkInvalid],
  ])('%s says why it was refused', (address, message) => {
    open(address);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: rsvpMessages.toEvents })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
