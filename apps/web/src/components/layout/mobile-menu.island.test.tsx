import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import MobileMenu from './mobile-menu.island.tsx';

/**
 * jsdom has no Popover API (no showPopover/hidePopover, no :popover-open, no toggle events): the
 * browser's part, opening on the toggle's press and closing on Escape or a tap outside, is covered
 * by the browser tests (e2e/test/mobile-menu.spec.ts). Here the browser's `toggle` event is sent by
 * hand, and hidePopover stands in for the browser's, to test what the hydrated island adds. As
 * jsdom's stylesheet hides a popover that is not open, the menu's contents are found with
 * `hidden: true`.
 */
function renderMenu(currentPath = '/') {
  render(<MobileMenu currentPath={currentPath} />);
  const toggle = screen.getByRole('button', { name: /navigation/ });
  const panel = document.getElementById('mobile-menu') as HTMLElement;
  const sendToggle = (newState: 'open' | 'closed') =>
    act(() => {
      panel.dispatchEvent(
        Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
      );
    });
  const hidePopover = vi.fn(() => sendToggle('closed'));
  Object.assign(panel, { hidePopover });
  return { toggle, panel, sendToggle, hidePopover };
}

describe('the phone menu', () => {
  it('is a popover the toggle opens without any script, with every section, the current one marked', () => {
    const { toggle, panel } = renderMenu('/news/moot-report');
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(panel).toHaveAttribute('popover', 'auto');
    const menu = within(panel).getByRole('navigation', { name: 'Main', hidden: true });
    expect(within(menu).getByRole('search', { name: 'Site menu', hidden: true })).toBeInTheDocument();
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Events', '/events'],
      ['News & Publications', '/news'],
      ['Contact', '/contact'],
      ['Materials', '/materials'],
      ['Law & Vibes Podcast', '/podcast'],
      ['Sign in', '/members/sign-in'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      within(menu).getByRole('link', { name: 'News & Publications', hidden: true }),
    ]);
  });

  it('marks Home only on the home page', () => {
    const { panel } = renderMenu('/');
    const current = within(panel)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['Home']);
  });

  it('once open, focuses its first link, keeps Tab inside the toggle and the menu, and Escape closes it with focus on the toggle', async () => {
    const { toggle, panel, sendToggle, hidePopover } = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    sendToggle('open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link', { hidden: true });
    await waitFor(() => expect(links[0]).toHaveFocus());

    links.at(-1)?.focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
