import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

const NAV = ['Home', 'About', 'Events', 'News & Publications', 'Contact', 'Materials', 'Law & Vibes Podcast'];

test.describe('shared layout', () => {
  test('header carries the seven navigation items of the spec, in order', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV);
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });

  test('footer has quick links, the contact address and the X and LinkedIn links', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText([
      ...NAV,
      'Join the Society',
      'Elections',
    ]);
    await expect(footer.getByRole('link', { name: 'lawstudentssocietyunilawrin@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:lawstudentssocietyunilawrin@gmail.com',
    );
    const x = footer.getByRole('link', { name: 'X (formerly Twitter)' });
    await expect(x).toHaveAttribute('href', 'https://x.com/unilawrin_');
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/law-students-society-unilorin',
    );
  });

  test('each page has its own title and the page scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle("Law Students' Society, University of Ilorin");
    await hydrated(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Materials' }).click();
    await expect(page).toHaveURL(/\/materials$/);
    await expect(page).toHaveTitle("Materials | Law Students' Society, University of Ilorin");
    // The head follows the page: one canonical link and one og:title, the new page's.
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/materials$/);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Materials');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Alt+T moves focus to the notifications', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText('Please fill in all fields.')).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  });

  test('a toast closes after 3 s, but stays while the pointer rests on it', async ({ page }) => {
    // The page's clock is driven by the test: on a busy machine, real waits measured from when the
    // test saw the toast (not when it appeared) made this check flaky.
    await page.clock.install();
    await page.goto('/contact');
    await hydrated(page);
    const send = page.getByRole('button', { name: 'Send Message' });
    const toast = toasts(page).getByText('Please fill in all fields.');
    // The toast area is loaded with the first toast, while the clock still runs; that toast is
    // closed by hand, then the clock is paused for the timing.
    await send.click();
    await expect(toast).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // The toast area shows a new toast from a zero-delay timer: 100 ms of page time.
    await send.click();
    await page.clock.runFor(100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2400);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1000);
    await expect(toast).toBeHidden();

    await send.click();
    await page.clock.runFor(100);
    await toast.hover();
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(3500);
    await expect(toast).toBeHidden();
  });

  test('a corrupt stored login is ignored', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userInfo', '{not json'));
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(/Welcome,/)).toHaveCount(0);
  });
});
