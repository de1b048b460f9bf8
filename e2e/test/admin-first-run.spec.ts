import { authMessages } from '@lss/shared/messages';
import { ADMIN, logInThroughForm, logInThroughStorage } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

// Project "first-admin": runs on the fresh site after the empty-site checks and before everything
// else, so the first administrator is registered here, through the page, as a society would.
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

test('a settings change shows on the home page', async ({ page, request }) => {
  await logInThroughStorage(page, request);
  await page.goto('/admin/settings');
  const translation = page.getByLabel('Motto Translation', { exact: true });
  await expect(translation).toHaveValue('The welfare of the people shall be the supreme law');
  const original = await translation.inputValue();

  await translation.fill('The good of the people is the highest law');
  await page.getByLabel('X URL', { exact: true }).fill('not a url');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('X URL must be a valid http:// or https:// URL.')).toBeVisible();

  await page.getByLabel('X URL', { exact: true }).fill('https://x.com/unilawrin_');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Site settings saved successfully')).toBeVisible();

  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText('The good of the people is the highest law').first()).toBeVisible();

  // Put the society's words back for every later test.
  await page.goto('/admin/settings');
  await translation.fill(original);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Site settings saved successfully')).toBeVisible();
});
