import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu at 375 px', () => {
  test('without any script (a page with no island): opens, locks the page scroll and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await page.locator('script[src]').count()).toBe(0);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: /navigation/ });
    await expect(banner.getByRole('link', { name: 'Events' })).toBeHidden();
    await toggle.click();
    const menu = banner.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // Tab goes from the toggle into the open menu: its search box comes first.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('where the page runs scripts: opens, locks the page scroll, works by keyboard and closes on Escape', async ({
    page,
  }) => {
    // The contact page has an island, so the menu is hydrated too (decision 028).
    await page.goto('/contact');
    await hydrated(page);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: /navigation/ });
    await expect(banner.getByRole('link', { name: 'Events' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = banner.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Events',
      'News & Publications',
      'Contact',
      'Materials',
      'Law & Vibes Podcast',
      'Sign in',
    ]);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'About' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('following a link closes the menu and opens the page at its top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /navigation/ }).click();
    await banner.getByRole('link', { name: 'Law & Vibes Podcast' }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Law & Vibes' })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});
