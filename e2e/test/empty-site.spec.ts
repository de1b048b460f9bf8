import { expect, test } from './support/fixtures.ts';

// Runs before anything is seeded (project "empty-site"): what a visitor sees on a brand-new site.
test.describe('a site with no content yet', () => {
  test('news says no articles have been published', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Publications' })).toBeVisible();
    await expect(
      page.getByText('No articles have been published yet. Please check back soon.'),
    ).toBeVisible();
  });

  test('home says no featured event is scheduled and leaves out the leadership block', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText('No featured event is scheduled at this time. Please check back soon.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Leadership' })).toHaveCount(0);
  });

  test('podcast hub has no upcoming episode and an empty library', async ({ page }) => {
    await page.goto('/podcast');
    await expect(page.getByText('Next Episode: Law & Vibes')).toHaveCount(0);
    await expect(page.getByText('No episodes found matching your search.')).toBeVisible();
  });

  test('events, materials and about show a quiet empty state', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByText('No events have been announced yet. Please check back soon.')).toBeVisible();
    await page.goto('/materials');
    await expect(page.getByText('No materials match these filters yet.')).toBeVisible();
    await page.goto('/about');
    await expect(page.getByText('The executive council will be introduced here soon.')).toBeVisible();
  });
});
