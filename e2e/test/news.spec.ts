import { createPost, unique, uploadImage } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { longDate } from './support/format.ts';
import { hydrated, toasts } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe('news and articles', () => {
  const id = unique();
  const published = { title: `The Future of Legal Education ${id}`, slug: `future-of-legal-education-${id}` };
  const draft = { title: `Unfinished Draft ${id}`, slug: `unfinished-draft-${id}` };
  let publishedAt = '';

  test.beforeAll(async ({ request }) => {
    const coverImageUrl = await uploadImage(request, [240, 234, 214], [29, 45, 68]);
    const created = await createPost(request, {
      ...published,
      coverImageUrl,
      contentBody:
        '<p>Legal education is changing <strong>fast</strong>.</p><h2>Clinics first</h2><ul><li>Practice</li><li>Ethics</li></ul>',
    });
    publishedAt = created.publishedAt;
    await createPost(request, { ...draft, contentBody: '<p>Not ready.</p>', status: 'draft' });
  });

  test('lists published posts only', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Publications' })).toBeVisible();
    await expect(page.getByRole('link', { name: published.title })).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
  });

  test('an article: cover, title, author, published date and the HTML body as stored', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    await page.getByRole('link', { name: published.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${published.slug}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(published.title);
    await expect(article.getByText('Amara Okonkwo')).toBeVisible();
    await expect(article.getByText(longDate(publishedAt))).toBeVisible();
    const cover = article.getByRole('img', { name: published.title });
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(article.getByRole('heading', { level: 2, name: 'Clinics first' })).toBeVisible();
    await expect(article.locator('strong', { hasText: 'fast' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText(['Practice', 'Ethics']);
  });

  test('a draft or missing post: "Post Not Found." with a way back, a toast and HTTP 404', async ({
    page,
  }) => {
    const response = await page.goto(`/news/${draft.slug}`);
    await hydrated(page);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found.');
    await expect(toasts(page).getByText('Could not find the requested post.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to News & Publications' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('news a page at a time (issue 16)', () => {
  test.beforeAll(async ({ request }) => {
    // Enough for a second page whatever the other specs have published.
    const tag = unique();
    for (let index = 0; index < 11; index++) {
      await createPost(request, {
        title: `Law Clinic Report ${index + 1} ${tag}`,
        slug: `clinic-report-${tag}-${index}`,
        contentBody: `<h2>The problem</h2><p>The problem concerned tenancy notices served in week ${index + 1}.</p>`,
      });
    }
  });

  for (const width of [375, 1280]) {
    test(`ten stories a page, real page links and rel="next"/"prev" in the head, at ${width} px`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/news')).text();
      expect(html).toContain('<link rel="next" href="/news?page=2"');
      expect(html).not.toContain('rel="prev"');

      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto('/news');
      await hydrated(page);
      const stories = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      await expect(stories).toHaveCount(10);
      // Cards carry an excerpt, never the body: the heading reads apart from the sentence after it.
      await expect(page.getByRole('main')).not.toContainText('The problemThe problem');
      const pages = page.getByRole('navigation', { name: 'News pages' });
      await expect(pages.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/news?page=2');
      await saveScreenshot(page, `news-paginated-${width}`, { fullPage: true });

      await pages.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(/\/news\?page=2$/);
      await expect(page).toHaveTitle(/News & Publications \(page 2\)/);
      await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/news');
      await expect(pages.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/news');
      await expect(pages.getByRole('link', { name: 'Page 1' })).toBeVisible();
    });
  }
});
