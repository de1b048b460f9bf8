import { logInThroughStorage } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

/** Every screen of the admin navigation and the tab title it must show. */
const SCREENS: [link: string, title: string][] = [
  ['Dashboard', 'Dashboard | Admin'],
  ['Events', 'Manage Events | Admin'],
  ['Posts', 'Manage Posts | Admin'],
  ['Executives', 'Manage Executives | Admin'],
  ['Materials', 'Manage Materials | Admin'],
  ['Podcast', 'Manage Podcast Episodes | Admin'],
  ['Messages', 'Messages | Admin'],
  ['Submissions', 'Article Submissions | Admin'],
  ['Activity', 'Activity | Admin'],
  ['Settings', 'Site Settings | Admin'],
  ['Account', 'Account | Admin'],
];

test('every admin screen has its own tab title after client navigation, both ways', async ({
  page,
  request,
}) => {
  // Eleven screens and a round trip to the public site: more than one default test's time on a small CI machine.
  test.setTimeout(90_000);
  await logInThroughStorage(page, request);
  await page.goto('/admin/dashboard');
  await hydrated(page);
  const navigation = page.getByRole('navigation', { name: 'Admin' });
  for (const [link, title] of SCREENS) {
    // Messages and Submissions carry their count when other tests leave some ('Submissions 1 pending').
    await navigation.getByRole('link', { name: new RegExp(`^${link}( \\d+ (unread|pending))?$`) }).click();
    await expect(page, link).toHaveTitle(title);
  }
  // Out to the public site and back again: each side shows its own title.
  await page.getByRole('link', { name: 'View website' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).not.toHaveTitle(/\| Admin$/);
  const publicTitle = await page.title();
  await page.goBack();
  await expect(page).toHaveTitle('Account | Admin');
  await page.goForward();
  await expect(page).toHaveTitle(publicTitle);
});
