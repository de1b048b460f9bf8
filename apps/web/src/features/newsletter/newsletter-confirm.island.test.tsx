import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import NewsletterConfirm from './newsletter-confirm.island.tsx';

/** The island as the page renders it for the address the e-mailed link (or a plain form's answer) opened. */
function open(address: string) {
  const url = new URL(address, 'http://localhost');
  render(<NewsletterConfirm pathname={url.pathname} search={url.search} />);
}

describe('NewsletterConfirm', () => {
  it('only asks when the link is opened: its button is a plain form posting the token to the same address', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('/newsletter/confirm?token=abc_123');
    expect(screen.getByText(newsletterMessages.confirmQuestion)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: newsletterMessages.confirmButton });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter/confirm?token=abc_123');
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('abc_123');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms in place with JavaScript once the button is pressed', async () => {
    const fetch = vi.fn(async () => Response.json({ message: newsletterMessages.confirmed }));
    vi.stubGlobal('fetch', fetch);
    open('/newsletter/confirm?token=abc_123');
    await userEvent.setup().click(screen.getByRole('button', { name: newsletterMessages.confirmButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.confirmed);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/newsletter\/confirm$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc_123' });
  });

  it.each([
    ['/newsletter/confirm?confirmed=1', 'status', newsletterMessages.confirmed],
    ['/newsletter/confirm?sent=1', 'status', newsletterMessages.subscribeSent],
    ['/newsletter/confirm?failed=1', 'alert', newsletterMessages.confirmLinkInvalid],
    ['/newsletter/confirm', 'alert', newsletterMessages.confirmLinkInvalid],
  ] as const)("%s shows the plain form's outcome, with no button", (address, role, message) => {
    open(address);
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: newsletterMessages.confirmButton })).toBeNull();
  });
});
