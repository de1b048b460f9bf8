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
    const results = page.getByRole('list', { name: 'Results' });
    const news = results.getByRole('listitem').filter({ hasText: postTitle });
    await expect(news).toContainText('News & Publications');
    await expect(news.getByRole('link', { name: postTitle })).toHaveAttribute(
      'href',
      `/news/quorum-rules-${word}`,
    );
    await expect(news.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    const event = results.getByRole('listitem').filter({ hasText: eventTitle });
    await expect(event).toContainText('Events');
    await expect(event.getByRole('link', { name: eventTitle })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Search: ${word} \\|`));

    await news.getByRole('link', { name: postTitle }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  });

  test('the results page is rendered on the server; no query asks for one; nothing found says so', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/search?q=${word}`)).text();
    // In the page's HTML, as HTML (no data block repeats it since decision 028).
    expect(html).toContain(postTitle.replaceAll("'", '&#x27;'));
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
      page.getByRole('list', { name: 'Results' }).getByRole('link', { name: postTitle }),
    ).toBeVisible();
  });

  test('results come a page at a time, with real links and rel="next"/"prev" in the head', async ({
    page,
    request,
  }) => {
    const many = `docket${unique()}`;
    for (let index = 0; index < 23; index++) {
      await createPost(request, {
        title: `Docket note ${index} ${many}`,
        slug: `docket-${many}-${index}`,
        contentBody: `<h2>Cause list</h2><p>Listing ${many} number ${index} for the week.</p>`,
      });
    }
    const html = await (await request.get(`/search?q=${many}&page=2`)).text();
    expect(html).toContain(`<link rel="prev" href="/search?q=${many}"`);
    expect(html).not.toContain('rel="next"');

    await page.goto(`/search?q=${many}`);
    await hydrated(page);
    await expect(page.getByText('23 results for')).toContainText('page 1 of 2');
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(20);
    // The heading reads as its own sentence, never glued to the paragraph after it.
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toContainText(
      'Cause list. Listing',
    );
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      `/search?q=${many}&page=2`,
    );
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${many}&page=2$`));
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', `/search?q=${many}`);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
  });

  test('the header box keeps what was typed when Tab moves to its button', async ({ page }) => {
    // No width transition (the site honours reduced motion): each measure is the box's resting width.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    const form = page.getByRole('search', { name: 'Site' });
    const box = form.getByLabel('Search');
    // Even a 0.01 ms transition ends only at a frame: a busy machine draws the next one late.
    const drawn = () =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    await box.fill('moot court');
    await drawn();
    const openWidth = (await box.boundingBox())?.width ?? 0;
    await box.press('Tab');
    await expect(form.getByRole('button', { name: 'Search' })).toBeFocused();
    await expect(box).toHaveValue('moot court');
    // Still open at full width, the words in view.
    await drawn();
    expect((await box.boundingBox())?.width).toBe(openWidth);
    expect(openWidth).toBeGreaterThan(200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=moot\+court$/);
  });
});
