import { authMessages } from '@lss/shared/auth-messages';
import { logInThroughForm } from './support/admin.ts';
import { ADMIN } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/page-helpers.ts';

// Project "empty-site": runs on the fresh site before any other spec can make an account, so the
// first administrator is registered here, through the page, as a society would (every other spec
// gets this account from the `admin` fixture, which would otherwise register it through the API).
// It makes no content, so the empty-site checks beside it still see an empty site.
test.describe.configure({ mode: 'serial' });

test('the guard sends a visitor without a login to /admin/login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.goto('/admin/event/new');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the first administrator registers at /register, then logs in', async ({ page }) => {
  // First run: the login page says no account exists and leads to the registration.
  await page.goto('/admin/login');
  await expect(page.getByText(authMessages.noAccountsYet)).toBeVisible();
  await page.getByRole('link', { name: authMessages.createFirstAccount }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Admin Registration' })).toBeVisible();
  await page.getByLabel('Full Name', { exact: true }).fill(ADMIN.fullName);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/register', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  release();
  await expect(toasts(page).getByText(authMessages.registrationSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // From now on the login page no longer offers a registration.
  // (networkidle: the page's check of whether an account exists has been answered.)
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: authMessages.createFirstAccount })).toHaveCount(0);
  await expect(page.getByText(authMessages.noAccountsYet)).toHaveCount(0);

  await logInThroughForm(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByText(ADMIN.fullName)).toBeVisible();
});

test('afterwards, registration without an administrator is refused with the server message', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Full Name', { exact: true }).fill('Uninvited Guest');
  await page.getByLabel('Email', { exact: true }).fill('guest@example.org');
  await page.getByLabel('Password', { exact: true }).fill('another-long-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toasts(page).getByText(authMessages.registrationClosed)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
