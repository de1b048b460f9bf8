import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import NewsletterUnsubscribe from './newsletter-unsubscribe.island.tsx';

/** The island as the page renders it for the address of a newsletter's unsubscribe link. */
function openUnsubscribe(address: string) {
  const url = new URL(address, 'http://localhost');
  render(<NewsletterUnsubscribe pathname={url.pathname} search={url.search} />);
}

describe('NewsletterUnsubscribe', () => {
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
