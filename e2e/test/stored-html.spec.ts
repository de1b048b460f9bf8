import { expect, test } from '@playwright/test';
import { createPost, unique } from './support/api.ts';

/**
 * Stored HTML is shown to every visitor: hostile post bodies must not run in a real browser. The
 * server sanitises on save; the strict CSP (scripts from this origin only, and the islands' loader
 * by its hash: no other inline script or handler) is the second wall, proven here by injecting a
 * handler after the page has loaded.
 */
const PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="/nowhere.png" onerror="window.__xss = \'onerror\'">',
  '<a id="js-link" href="javascript:window.__xss=\'javascript-url\'">Read more</a>',
  '<svg onload="window.__xss = \'svg-onload\'"><script>window.__xss = "svg-script"</script></svg>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<p onmouseover="window.__xss = \'hover\'" id="hover-me">Hover here</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
];

test('hostile post HTML never runs in the browser', async ({ page, request }) => {
  const slug = `hostile-${unique()}`;
  await createPost(request, {
    title: 'An Article With Hostile Markup',
    slug,
    contentBody: `<p>Honest text survives.</p>${PAYLOADS.join('')}`,
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const response = await page.goto(`/news/${slug}`);
  // This origin's files, and the islands' loader by its hash (decision 028): no other inline script.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
  const article = page.getByRole('article');
  await expect(article.getByText('Honest text survives.')).toBeVisible();
  const link = page.locator('#js-link');
  if (await link.count()) await link.click({ force: true });
  if (await page.locator('#hover-me').count()) await page.locator('#hover-me').hover();

  // Even HTML slipped in after the sanitiser (as if the database had been tampered with) cannot run.
  // An added inline script runs, or is refused, as it is added; the image's own handler, when its
  // load fails, before the listener added after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img id="late-image" src="/missing.png" onerror="window.__xss = \'late-handler\'">',
        );
        document.getElementById('late-image')?.addEventListener('error', () => resolve(), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__xss = "late-script"';
        document.body.append(script);
      }),
  );

  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const html = await article.innerHTML();
  expect(html).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|<iframe|<object|<svg/i);
});
