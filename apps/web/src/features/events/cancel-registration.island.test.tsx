import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CancelRegistration from './cancel-registration.island.tsx';

const preview = {
  name: 'Ada Obi',
  status: 'confirmed',
  event: { _id: 'e1', title: 'Moot Court Final', eventDate: '2030-05-01T15:00:00.000Z', venue: 'Hall' },
};

/** The island as the page renders it for the address the e-mailed link opened. */
function open(address: string) {
  const url = new URL(address, 'http://localhost');
  render(<CancelRegistration pathname={url.pathname} search={url.search} />);
}

describe('CancelRegistration', () => {
  it('names the registration and asks; the button cancels in place and the registration stays named', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Response.json({ message: rsvpMessages.cancelled }) : Response.json(preview),
    );
    vi.stubGlobal('fetch', fetch);
    open('/rsvp/cancel?token=abc_123');
    expect(await screen.findByRole('link', { name: 'Moot Court Final' })).toHaveAttribute(
      'href',
      '/events/e1',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: rsvpMessages.cancelButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(rsvpMessages.cancelled);
    expect(screen.getByRole('link', { name: 'Moot Court Final' })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/rsvps\/cancel$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc_123' });
  });

  it("says the server's refusal of the link, with no button", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: rsvpMessages.cancelLinkInvalid }, { status: 404 })),
    );
    open('/rsvp/cancel?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(rsvpMessages.cancelLinkInvalid);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
