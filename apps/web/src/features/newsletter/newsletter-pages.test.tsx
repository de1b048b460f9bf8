import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-pages.tsx';

const site = { settings: { societyName: 'LSS' }, publicUrl: 'https://lss.test' } as Parameters<
  typeof SiteProvider
>[0]['value'];

function open(address: string) {
  const router = createMemoryRouter([{ path: '/newsletter/confirm', Component: NewsletterConfirmPage }], {
    initialEntries: [address],
  });
  render(
    <SiteProvider value={site}>
      <RouterProvider router={router} />
    </SiteProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterConfirmPage', () => {
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

describe('NewsletterUnsubscribePage', () => {
  function openUnsubscribe(address: string) {
    const router = createMemoryRouter(
      [{ path: '/newsletter/unsubscribe', Component: NewsletterUnsubscribePage }],
      { initialEntries: [address] },
    );
    render(
      <SiteProvider value={site}>
        <RouterProvider router={router} />
      </SiteProvider>,
    );
  }

  it('names the address and asks; its button stays a plain form posting to the same address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ email: 'reader@example.org', status: 'confirmed' })),
    );
    openUnsubscribe('/newsletter/unsubscribe?token=abc_123');
    expect(
      await screen.findByText(newsletterMessages.unsubscribeQuestion('reader@example.org')),
    ).toBeInTheDocument();
    const form = screen.getByRole('button', { name: newsletterMessages.unsubscribeButton }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter/unsubscribe?token=abc_123');
    // No script takes the press over: the form's own POST unsubscribes.
    expect(fireEvent.submit(form)).toBe(true);
  });

  it('says so once the address is unsubscribed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ email: 'reader@example.org', status: 'unsubscribed' })),
    );
    openUnsubscribe('/newsletter/unsubscribe?token=abc_123');
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.unsubscribed);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses a link without a token', () => {
    openUnsubscribe('/newsletter/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.unsubscribeLinkInvalid);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
