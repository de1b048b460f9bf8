import { createEpisode, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

/** Issue 16: the episode library comes in pages of 24, searched on the server. */
test.describe('Law & Vibes archive pages', () => {
  const id = unique();
  const titles = Array.from({ length: 26 }, (_, index) => `Archive ${id} no. ${index + 1}`);

  test.beforeAll(async ({ request }) => {
    // Weekly, the newest first; long past, so other specs' episodes stay on page 1.
    for (const [index, title] of titles.entries())
      await createEpisode(request, { title, guestName: null, episodeDate: dates.inDays(-400 - 7 * index) });
  });

  test('/podcast?page=2 is a real page with rel=prev; a search keeps its pages in the links', async ({
    page,
  }) => {
    const plain = await page.goto('/podcast?page=2');
    expect(plain?.status()).toBe(200);
    const library = page.getByRole('region', { name: 'Episode Library' });
    await expect(library.locator('[aria-current="page"]')).toHaveText(/^\s*Page\s*2\s*$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/podcast');
    await expect(page).toHaveTitle(/Law & Vibes Podcast \(page 2\)/);

    await page.goto(`/podcast?q=${id}`);
    await hydrated(page);
    const cards = library.getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toHaveText(titles[0] ?? '');
    const next = page
      .getByRole('navigation', { name: 'Episode library pages' })
      .getByRole('link', { name: /Next/ });
    await expect(next).toHaveAttribute('href', `/podcast?q=${id}&page=2`);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/podcast\\?q=${id}&page=2$`));
    await expect(cards).toHaveText([titles[24] ?? '', titles[25] ?? '']);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', `/podcast?q=${id}`);
  });

  test('typing a search finds an episode beyond the first page of the archive', async ({ page }) => {
    await page.goto('/podcast');
    await hydrated(page);
    const library = page.getByRole('region', { name: 'Episode Library' });
    const search = library.getByRole('searchbox', { name: 'Search episodes' });
    await search.fill(`${id} no. 26`);
    await expect(library.getByRole('heading', { level: 3 })).toHaveText([titles[25] ?? '']);
    await expect(page).toHaveURL(/\/podcast\?q=/);
    await expect(search).toBeFocused();
  });
});
