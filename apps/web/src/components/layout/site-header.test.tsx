import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { SiteHeader } from './site-header.tsx';

function renderHeader(identity: { logoUrl?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: ['/'] });
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, ...identity, updatedAt: null },
        publicUrl: 'http://localhost',
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
}

describe('phone menu', () => {
  it('keeps Tab inside the toggle and the menu, and Escape closes it with focus on the toggle', async () => {
    renderHeader();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: /navigation/ });
    await user.click(toggle);
    // The menu's code loads when it is first opened: then there are two 'Main' navigations.
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2));
    const menu = screen.getAllByRole('navigation', { name: 'Main' }).at(-1) as HTMLElement;
    const links = within(menu).getAllByRole('link');
    await waitFor(() => expect(links[0]).toHaveFocus());

    links.at(-1)?.focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('header search', () => {
  it('keeps what was typed, open, when Tab moves to its button; closes when focus leaves it', async () => {
    renderHeader();
    const user = userEvent.setup();
    const form = screen.getByRole('search', { name: 'Site' });
    const box = within(form).getByRole('searchbox', { name: 'Search' });
    await user.click(box);
    await user.keyboard('moot court');
    expect(form).toHaveAttribute('data-open');

    await user.tab();
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(box).toHaveValue('moot court');
    // The box stays open over the navigation, its words in view, while the form has focus.
    expect(form).toHaveAttribute('data-open');

    await user.tab();
    expect(form).not.toContainElement(document.activeElement as HTMLElement);
    expect(form).not.toHaveAttribute('data-open');
    expect(box).toHaveValue('moot court');
  });
});

describe('the brand in the header', () => {
  const home = () => screen.getByRole('link', { name: "Law Students' Society, University of Ilorin, home" });

  it("shows the uploaded logo, named with the society's name, in place of the drawn crest", () => {
    renderHeader({ logoUrl: '/uploads/fedcba9876543210fedcba9876543210_320x160.png' });
    const logo = within(home()).getByRole('img', { name: "Law Students' Society, University of Ilorin" });
    expect(logo).toHaveAttribute('src', '/uploads/fedcba9876543210fedcba9876543210_320x160.png');
    expect(logo).toHaveAttribute('width', '320');
    expect(logo).toHaveAttribute('height', '160');
    expect(home().querySelector('svg')).toBeNull();
  });

  it('draws the crest while no logo is set', () => {
    renderHeader();
    expect(within(home()).queryByRole('img')).toBeNull();
    expect(home().querySelector('svg')).not.toBeNull();
  });
});
