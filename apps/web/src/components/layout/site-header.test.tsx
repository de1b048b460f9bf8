import type { PageMember } from '@lss/shared/members';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { SiteHeader } from './site-header.tsx';

function renderHeader(address = '/', identity: { logoUrl?: string } = {}, member: PageMember | null = null) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [address] });
  render(
    <SiteProvider
      value={{
        settings: { ...DEFAULT_SITE_SETTINGS, ...identity, updatedAt: null },
        publicUrl: 'http://localhost',
        member,
      }}
    >
      <RouterProvider router={router} />
    </SiteProvider>,
  );
}

describe('the header', () => {
  it('renders the phone menu as an island, marking the current section from the address', () => {
    renderHeader('/events/moot-final');
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(island?.dataset.island).toBe('src/components/layout/mobile-menu.island.tsx');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({
      currentPath: '/events/moot-final',
      memberFirstName: null,
    });
    // The wide screen's navigation and the phone menu's (a closed popover: hidden) both mark Events
    // as the current section.
    const navigations = screen.getAllByRole('navigation', { name: 'Main', hidden: true });
    expect(navigations).toHaveLength(2);
    for (const nav of navigations) {
      const link = (name: string) => within(nav).getByRole('link', { name, hidden: true });
      expect(link('Events')).toHaveAttribute('aria-current', 'page');
      expect(link('Home')).not.toHaveAttribute('aria-current');
    }
  });
});

describe("the header's member link", () => {
  it("says 'Sign in' to a visitor, in the bar and in the phone menu", () => {
    renderHeader('/');
    const links = screen.getAllByRole('link', { name: 'Sign in', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/members/sign-in', '/members/sign-in']);
    expect(screen.queryByRole('link', { name: /My account/, hidden: true })).toBeNull();
  });

  it("shows a signed-in member's first name, linking to their account", () => {
    renderHeader(
      '/members/account',
      {},
      {
        firstName: 'Amina',
        status: 'verified',
        fullName: 'Amina Yusuf',
        email: 'amina@students.unilorin.edu.ng',
      },
    );
    const links = screen.getAllByRole('link', { name: 'My account: Amina', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/members/account');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Sign in', hidden: true })).toBeNull();
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({
      currentPath: '/members/account',
      memberFirstName: 'Amina',
    });
  });
});

describe('header search', () => {
  // Whether the collapsed box stays open while the form has focus is the stylesheet's work
  // (group-focus-within), which jsdom does not apply: the browser tests cover it.
  it('is a plain GET form to /search that keeps what was typed when Tab moves to its button', async () => {
    renderHeader();
    const user = userEvent.setup();
    const form = screen.getByRole('search', { name: 'Site' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    const box = within(form).getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('name', 'q');
    await user.click(box);
    await user.keyboard('moot court');

    await user.tab();
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(box).toHaveValue('moot court');
  });
});

describe('the brand in the header', () => {
  const home = () => screen.getByRole('link', { name: "Law Students' Society, University of Ilorin, home" });

  it("shows the uploaded logo, named with the society's name, in place of the drawn crest", () => {
    renderHeader('/', { logoUrl: '/uploads/fedcba9876543210fedcba9876543210_320x160.png' });
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
