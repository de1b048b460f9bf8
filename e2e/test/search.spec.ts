import { createEvent, createPost, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

test.describe('site search', () => {
  const word = `quorumtest${unique()}`;
  const postTitle = `Quorum rules in the Students' Parliament ${word}`;
  const eventTitle = `Debate on quorum ${word}`;

  test.beforeAll(async ({ request }) => {
    await createPost(request, {
      title: postTitle,
      slug: `quorum-rules-${word}`,
      contentBody: `<p>When is a sitting valid? The ${word} rule explained for new members.</p>`,
    });
    await createEvent(request, { title: eventTitle, eventDate: dates.inDays(12) });
  });

  test('the header box leads to results grouped by kind, with the matched words marked', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('search', { name: 'Site' }).getByLabel('Search');
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const news = page.getByRole('region', { name: 'News & Publications' });
    await expect(news.getByRole('link', { name: postTitle })).toHaveAttribute(
      'href',
      `/news/quorum-rules-${word}`,
    );
    await expect(news.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await expect(
      page.getByRole('region', { name: 'Events' }).getByRole('link', { name: eventTitle }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Search: ${word} \\|`));

    await news.getByRole('link', { name: postTitle }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  });

  test('the results page is rendered on the server; no query asks for one; nothing found says so', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/search?q=${word}`)).text();
    expect(html).toContain(postTitle);
    expect(html).toContain('<mark');

    await page.goto('/search');
    await expect(page.getByText('Type a word or two above')).toBeVisible();

    const nothing = `zzznothing${unique()}`;
    await page.goto(`/search?q=${nothing}`);
    await expect(page.getByText(`No results found for “${nothing}”.`)).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search page' }).getByLabel('Search')).toHaveValue(nothing);
  });

  test('on a phone the search box is in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: /Menu navigation|navigation/ }).click();
    const box = page.getByRole('search', { name: 'Site menu' }).getByLabel('Search');
    await box.fill(word);
    await box.press('Enter');
    await expect(
      page.getByRole('region', { name: 'News & Publications' }).getByRole('link', { name: postTitle }),
    ).toBeVisible();
  });
});
