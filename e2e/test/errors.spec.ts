import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

/**
 * Pages are read on the server (decision 028): the browser fetches public data only where an island
 * asks for something new, the podcast library's search as the visitor types. When the API cannot be
 * reached then (a dropped connection), the spec's message says so and the results shown stay. (A
 * failed read on the server is the web unit tests' and the missing post and event pages' concern.)
 */
test('podcast search: "Failed to load podcast episodes.", the library kept', async ({ page }) => {
  await page.goto('/podcast');
  await hydrated(page);
  await page.route('**/api/podcast/archived**', (route) => route.abort());
  const library = page.getByRole('region', { name: 'Episode Library' });
  await library.getByRole('searchbox', { name: 'Search episodes' }).fill('anything at all');
  await expect(toasts(page).getByText('Failed to load podcast episodes.')).toBeVisible();
  await expect(library.getByRole('heading', { name: 'Episode Library' })).toBeVisible();
});
