import { test } from '@playwright/test';
import { createEvent, createPost, dates, unique } from './support/api.ts';
import { hydrated } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Screenshots of /search (results) and /submit (with field errors) at 375 and 1280 px (e2e/screenshots/, git-ignored). */

test.describe('screenshots: search and submit', () => {
  const word = `moot${unique()}`;

  test.beforeAll(async ({ request }) => {
    await createPost(request, {
      title: 'Preparing for the National Moot Court Competition',
      slug: `moot-prep-${word}`,
      contentBody: `<p>Our team's notes on the ${word} problem: research, memorials and oral advocacy before the bench.</p>`,
    });
    await createEvent(request, {
      title: `Moot Court Finals ${word}`,
      eventDate: dates.inDays(8),
      description: `The ${word} finals, judged by practitioners from the Ilorin bar.`,
    });
  });

  for (const width of [375, 1280]) {
    test(`/search and /submit at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.goto(`/search?q=${word}`);
      await hydrated(page);
      await saveScreenshot(page, `search-${width}`, { fullPage: true });
      await page.goto(`/search?q=zzz${word}`);
      await saveScreenshot(page, `search-empty-${width}`, { fullPage: true });
      await page.goto('/submit');
      await hydrated(page);
      await saveScreenshot(page, `submit-${width}`, { fullPage: true });
      await page.getByRole('main').getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'Submit Article' }).click();
      await saveScreenshot(page, `submit-errors-${width}`, { fullPage: true });
    });
  }
});
