import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

test('an unknown address shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  await hydrated(page);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/^Page Not Found \|/);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
