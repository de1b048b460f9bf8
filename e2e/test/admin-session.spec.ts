import { confirmMessages } from '@lss/shared/admin-messages';
import { accountMessages, authMessages } from '@lss/shared/auth-messages';
import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { deleteWithConfirmation, logInThroughForm, logInThroughStorage } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/page-helpers.ts';

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);

test('a wrong password reads "Invalid email or password"', async ({ page, admin }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText(authMessages.loginFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('a corrupt stored session is ignored: the guard asks for a login', async ({ page }) => {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, '{"token": broken'),
    SESSION_STORAGE_KEY,
  );
  await page.goto('/admin/events');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('an admin call answering 401 ends the session with the toast', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        key,
        JSON.stringify({ token: 'expired.or.forged', fullName: 'Old Tab', email: 'x@y.z' }),
      );
    }
  }, SESSION_STORAGE_KEY);
  await page.goto('/admin/events');
  await expect(toasts(page).getByText(authMessages.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('an administrator adds a colleague, who logs in, logs out, and is then removed', async ({
  page,
  browser,
  request,
}) => {
  const colleague = {
    fullName: `Kelechi ${unique()} Obi`,
    email: `colleague-${unique()}@lss.example.org`,
    password: 'Habeas-Corpus-2026',
  };
  await logInThroughStorage(page, request);
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Administrator' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Add an Administrator' })).toBeVisible();
  await page.getByLabel('Full Name', { exact: true }).fill(colleague.fullName);
  await page.getByLabel('Email', { exact: true }).fill(colleague.email);
  await page.getByLabel('Password', { exact: true }).fill(colleague.password);
  await page.getByRole('button', { name: 'Add Administrator' }).click();
  await expect(toasts(page).getByText(accountMessages.adminAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('row').filter({ hasText: colleague.email })).toBeVisible();

  // The colleague's own browser: log in, see their name, log out (their tokens end on the server).
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await logInThroughForm(theirs, colleague);
  const nav = theirs.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByText(colleague.fullName)).toBeVisible();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(theirs).toHaveURL(/\/admin\/login$/);
  expect(await storedSession(theirs)).toBeNull();
  await theirs.goto('/admin/dashboard');
  await expect(theirs).toHaveURL(/\/admin\/login$/);
  await context.close();

  await page.reload();
  await deleteWithConfirmation(page, colleague.fullName, confirmMessages.deleteAdmin, 'Remove');
  await expect(toasts(page).getByText(accountMessages.adminRemoved)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: colleague.email })).toHaveCount(0);
});

test('a colleague changes their own password and keeps working', async ({ page, request, admin }) => {
  const account = { email: `pw-${unique()}@lss.example.org`, password: 'Stare-Decisis-2026' };
  const main = await request.post('/api/users/login', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = (await main.json()) as { token: string };
  const created = await request.post('/api/users/register', {
    data: { fullName: 'Ngozi Password', ...account },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);

  await logInThroughForm(page, account);
  await page.goto('/admin/account');
  await page.getByLabel('Current Password', { exact: true }).fill('wrong-current-password');
  await page.getByLabel('New Password', { exact: true }).fill('Obiter-Dictum-2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toasts(page).getByText(authMessages.wrongCurrentPassword)).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toasts(page).getByText(authMessages.passwordChanged)).toBeVisible();
  // The new token replaced the old one: the next screen still loads.
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  const relogin = await request.post('/api/users/login', {
    data: { email: account.email, password: 'Obiter-Dictum-2027' },
  });
  expect(relogin.status()).toBe(200);
});
