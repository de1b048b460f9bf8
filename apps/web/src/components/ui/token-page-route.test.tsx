import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths.ts';
import ConfirmRegistration from '#web/features/events/confirm-registration.island.tsx';
import { SiteProvider } from '#web/lib/site-context.ts';
import { TokenPage, tokenPageRoute } from './token-page-route.tsx';

const site = { settings: { societyName: 'LSS' }, publicUrl: 'https://lss.test' } as Parameters<
  typeof SiteProvider
>[0]['value'];

describe('TokenPage', () => {
  it('titles the page, keeps it out of search engines, and gives its island the address it was opened with', () => {
    const page = (
      <TokenPage island={ConfirmRegistration} title={rsvpMessages.confirmHeading} path="/rsvp/confirm" />
    );
    const router = createMemoryRouter([{ path: '/rsvp/confirm', element: page }], {
      initialEntries: ['/rsvp/confirm?token=abc_123'],
    });
    render(
      <SiteProvider value={site}>
        <RouterProvider router={router} />
      </SiteProvider>,
    );
    expect(document.title).toBe(`${rsvpMessages.confirmHeading} | LSS`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('heading', { level: 1, name: rsvpMessages.confirmHeading })).toBeInTheDocument();
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(island?.dataset.island).toBe('src/features/events/confirm-registration.island.tsx');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({
      pathname: '/rsvp/confirm',
      search: '?token=abc_123',
    });
    const form = screen.getByRole('button', { name: rsvpMessages.confirmButton }).closest('form');
    expect(form).toHaveAttribute('action', '/rsvp/confirm?token=abc_123');
  });
});

describe('tokenPageRoute', () => {
  it("is the TokenPage at the path's pattern, titled and linked to the path", () => {
    const route = tokenPageRoute(paths.confirmRegistration, ConfirmRegistration, rsvpMessages.confirmHeading);
    const router = createMemoryRouter([route], { initialEntries: ['/rsvp/confirm?token=abc_123'] });
    render(
      <SiteProvider value={site}>
        <RouterProvider router={router} />
      </SiteProvider>,
    );
    expect(route.path).toBe('/rsvp/confirm');
    expect(document.title).toBe(`${rsvpMessages.confirmHeading} | LSS`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lss.test/rsvp/confirm',
    );
  });
});
