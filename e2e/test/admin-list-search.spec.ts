import { expect, type Page, test } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createInvitation, createPost, unique } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Decision 018: an admin list is searched from its search box and sorted by its column headers,
 * both kept in the address; on a phone the sort buttons sit above the cards. Screenshots go where
 * admin-screenshots.spec.ts puts its own (e2e/screenshots/).
 */
const tag = unique();
const TITLES = [`Zebra crossings ${tag}`, `alpha_beta ${tag}`, `Moot court ${tag}`];

const postTitles = (page: Page) =>
  page
    .getByRole('table', { name: 'Posts' })
    // The title links, not the Edit buttons named after them.
    .getByRole('link', { name: new RegExp(`^(?!Edit ).*${tag}$`) })
    .allTextContents();

test.describe('admin posts list: search and sort', () => {
  test.beforeAll(async ({ request }) => {
    for (const title of TITLES) {
      await createPost(request, {
        title,
        slug: `list-${unique()}`,
        contentBody: '<p>Text.</p>',
        status: 'draft',
      });
    }
  });

  for (const width of [375, 1280]) {
    test(`finds and orders posts at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await logInThroughStorage(page, request);
      await page.goto('/admin/posts');

      const search = page
        .getByRole('search', { name: 'Search posts' })
        .getByRole('searchbox', { name: 'Search posts' });
      await search.fill(tag);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
      await expect.poll(() => postTitles(page)).toHaveLength(3);

      // Title ascending, case aside; then descending, by the keyboard.
      const byTitle = page.getByRole('button', { name: /^TITLE/ });
      await byTitle.click();
      await expect(page).toHaveURL(/sort=title/);
      await expect.poll(() => postTitles(page)).toEqual([TITLES[1], TITLES[2], TITLES[0]]);
      await byTitle.focus();
      await page.keyboard.press('Enter');
      // On a phone the header row is a bar of buttons above the cards: the th still says the order.
      await expect(byTitle.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(() => postTitles(page)).toEqual([TITLES[0], TITLES[2], TITLES[1]]);
      await saveScreenshot(page, `admin-posts-search-sort-${width}`, { fullPage: true });

      // A wildcard is a literal: only the title with an underscore.
      await search.fill(`_beta ${tag}`);
      await expect.poll(() => postTitles(page)).toEqual([TITLES[1]]);
      await search.fill(`nothing-${tag}`);
      await expect(page.getByText(`No posts match “nothing-${tag}”.`)).toBeVisible();

      // Back returns to the search before; Escape clears the box and the address.
      await page.goBack();
      await expect(search).toHaveValue(`_beta ${tag}`);
      await search.press('Escape');
      await expect(page).not.toHaveURL(/[?&]q=/);
    });
  }
});

test.describe('the Account page: pending invitations searched and sorted', () => {
  const invited = [
    `zara-${tag}@lss.example.org`,
    `bola-${tag}@lss.example.org`,
    `musa-${tag}@lss.example.org`,
  ];

  test.beforeAll(async ({ request }) => {
    for (const [index, email] of invited.entries()) {
      await createInvitation(request, { email, role: index === 1 ? 'contributor' : 'editor' });
    }
  });

  for (const width of [375, 1280]) {
    test(`finds and orders invitations at ${width} px, leaving the accounts list alone`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await logInThroughStorage(page, request);
      await page.goto('/admin/account');
      const invitations = page.getByRole('region', { name: 'Invitations' });
      const emails = () =>
        invitations
          .getByRole('table', { name: 'Pending invitations' })
          .getByText(new RegExp(`-${tag}@`))
          .allTextContents();

      await invitations.getByRole('searchbox', { name: 'Search invitations' }).fill(tag);
      await expect(page).toHaveURL(new RegExp(`[?&]invitations-q=${tag}`));
      await expect.poll(emails).toHaveLength(3);
      await expect(page.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue('');

      const byEmail = invitations.getByRole('button', { name: /^EMAIL/ });
      await byEmail.click();
      await expect.poll(emails).toEqual([invited[1], invited[2], invited[0]]);
      await byEmail.click();
      await expect(page).toHaveURL(/invitations-sort=-email/);
      await expect(byEmail.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(emails).toEqual([invited[0], invited[2], invited[1]]);
      await invitations.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `admin-invitations-search-sort-${width}`, { fullPage: true });
    });
  }
});
