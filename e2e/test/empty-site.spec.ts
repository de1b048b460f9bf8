import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

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

  test('home after hydration, with no featured executive or event: NEXT UP keeps its colours and its link', async ({
    browser,
  }) => {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await hydrated(page);
        const nextUp = page.getByRole('region', { name: 'NEXT UP' });
        const link = nextUp.getByRole('link', { name: 'Browse all events' });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const failures = results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
        );
        expect(failures, `colour contrast at ${width} px`).toEqual([]);
      } finally {
        await context.close();
      }
    }
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
