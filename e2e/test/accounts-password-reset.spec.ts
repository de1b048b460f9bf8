import { authMessages } from '@lss/shared/auth-messages';
import { createAccount, enterPassword, expectSignedIn } from './support/accounts.ts';
import { logInThroughForm } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn, mailTo } from './support/mailbox.ts';
import { toasts } from './support/page-helpers.ts';

test('a forgotten password: e-mail, reset page, new password; the old session ends', async ({
  browser,
  request,
}) => {
  const account = await createAccount(request, 'editor');
  const newPassword = `Nemo-Judex-${unique()}`;

  // Their everyday browser, logged in.
  const everyday = await browser.newContext();
  const old = await everyday.newPage();
  await logInThroughForm(old, account);

  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  await page.goto('/admin/login');
  await page.getByRole('link', { name: authMessages.forgotPasswordLink }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(authMessages.forgotPasswordSent);

  const link = linkIn(await latestMailTo(account.email), /^\/admin\/reset-password$/);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toasts(page).getByText(authMessages.passwordReset)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The old password no longer opens the account; the new one does.
  await enterPassword(page, account);
  await expect(toasts(page).getByText(authMessages.loginFailed)).toBeVisible();
  await enterPassword(page, { email: account.email, password: newPassword });
  await expectSignedIn(page);

  // The session of the everyday browser ended with the reset.
  await old.goto('/admin/posts');
  await expect(old).toHaveURL(/\/admin\/login$/);
  await expect(toasts(old).getByText(authMessages.sessionExpired)).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(`Another-${newPassword}`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(authMessages.resetLinkInvalid);
  await Promise.all([everyday.close(), elsewhere.close()]);
});

test('an unknown e-mail gets the same answer, and no e-mail is sent', async ({ page, request }) => {
  const unknown = `nobody-${unique()}@lss.example.org`;
  await page.goto('/admin/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(unknown);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(authMessages.forgotPasswordSent);

  const answer = await request.post('/api/users/forgot-password', { data: { email: unknown } });
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toEqual({ message: authMessages.forgotPasswordSent });
  await expect(mailTo(unknown, { timeoutMs: 2_000 })).rejects.toThrow(/found 0/);
});
