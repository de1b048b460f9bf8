import { type Browser, expect, test } from '@playwright/test';
import { createEpisode, createEvent, createMaterial, createPost, dates, unique } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hydrated } from './support/page-helpers.ts';

/** Zero axe violations of impact serious or critical, on every public page (issue 3). */
async function pageViolations(
  browser: Browser,
  path: string,
  width = 1280,
  prepare?: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await prepare?.(page);
    return await seriousViolations(page);
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe)', () => {
  const id = unique();
  let eventPath = '';
  let articlePath = '';

  test.beforeAll(async ({ request }) => {
    eventPath = `/events/${(await createEvent(request, { title: `Accessible Justice Forum ${id}`, eventDate: dates.inDays(6), isFeatured: true }))._id}`;
    const slug = `access-to-justice-${id}`;
    await createPost(request, {
      title: `Access to Justice ${id}`,
      slug,
      contentBody:
        '<p>Every citizen deserves counsel.</p><h2>Legal aid</h2><p><a href="https://example.org">Read more</a></p>',
    });
    articlePath = `/news/${slug}`;
    await createMaterial(request, {
      title: `Jurisprudence Reader ${id}`,
      level: '300L',
      materialType: 'Textbook',
    });
    await createEpisode(request, {
      title: `Rights and Wrongs ${id}`,
      guestName: 'Dr. Zainab Sani',
      episodeDate: dates.inDays(-3),
    });
    await createEpisode(request, { title: `Bail and Bond ${id}`, episodeDate: dates.inDays(4) });
  });

  for (const path of [
    '/',
    '/about',
    '/events',
    '/news',
    '/contact',
    '/materials',
    '/podcast',
    '/no-such-page',
  ]) {
    test(`${path} has no serious or critical violations`, async ({ browser }) => {
      expect(await pageViolations(browser, path)).toEqual([]);
    });
  }

  test('event and article pages have no serious or critical violations', async ({ browser }) => {
    expect(await pageViolations(browser, eventPath)).toEqual([]);
    expect(await pageViolations(browser, articlePath)).toEqual([]);
    // The page's failure toast is checked too, once it has slid in (mid-animation it is half
    // transparent, which no reader sees for longer than a moment).
    const withToast = await pageViolations(browser, '/events/missing-event', 1280, async (page) => {
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast).toHaveAttribute('data-mounted', 'true');
      await expect(toast).toHaveCSS('opacity', '1');
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    });
    expect(withToast).toEqual([]);
  });

  test('the open mobile menu at 375 px has no serious or critical violations', async ({ browser }) => {
    const violations = await pageViolations(browser, '/', 375, async (page) => {
      await page.getByRole('button', { name: /navigation/ }).click();
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
    expect(violations).toEqual([]);
  });
});
