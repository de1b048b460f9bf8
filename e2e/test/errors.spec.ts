import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

/**
 * When the API cannot be reached (a dropped connection while browsing), each page says what the
 * spec's error catalogue says. The network failure is real: the browser's request is aborted.
 */
test.describe('failed reads on client navigation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
  });

  const nav = (page: import('@playwright/test').Page, name: string) =>
    page.getByRole('banner').getByRole('link', { name, exact: true }).click();

  test('events: "Could not fetch events."', async ({ page }) => {
    // Lists come in pages (?page=…), so the list is matched by its path whatever the query.
    await page.route(
      (url) => url.pathname === '/api/events',
      (route) => route.abort(),
    );
    await nav(page, 'Events');
    await expect(toasts(page).getByText('Could not fetch events.')).toBeVisible();
  });

  test('news: "Could not fetch posts."', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/posts',
      (route) => route.abort(),
    );
    await nav(page, 'News & Publications');
    await expect(toasts(page).getByText('Could not fetch posts.')).toBeVisible();
  });

  test('materials: "Could not fetch materials. Please try again later."', async ({ page }) => {
    await page.route('**/api/materials**', (route) => route.abort());
    await nav(page, 'Materials');
    await expect(toasts(page).getByText('Could not fetch materials. Please try again later.')).toBeVisible();
  });

  test('podcast: "Failed to load podcast episodes."', async ({ page }) => {
    await page.route('**/api/podcast/archived**', (route) => route.abort());
    await nav(page, 'Law & Vibes Podcast');
    await expect(toasts(page).getByText('Failed to load podcast episodes.')).toBeVisible();
  });

  test('home: the NEXT UP block says no featured event is scheduled', async ({ page }) => {
    await page.route('**/api/events/featured', (route) => route.abort());
    await page.route('**/api/executives/featured', (route) => route.abort());
    await nav(page, 'Home');
    await expect(
      page.getByText('No featured event is scheduled at this time. Please check back soon.'),
    ).toBeVisible();
    // Spec §8: a failed leadership read is only logged.
    await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
  });
});
