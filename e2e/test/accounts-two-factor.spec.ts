import { twoFactorMessages } from '@lss/shared/auth-messages';
import { createAccount, enterPassword, expectSignedIn, logOut, totpCode } from './support/accounts.ts';
import { logInThroughForm, logInThroughStorage } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/page-helpers.ts';

test('two-factor sign-in: set up with a QR code, then log in with a code, and with a recovery code once', async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccount(request, 'contributor');
  await logInThroughForm(page, account);
  await page.goto('/admin/account');
  const section = page.getByRole('region', { name: /Two-factor sign-in/ });
  await expect(section.getByText('OFF', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();

  // The QR code is drawn in the page (the fixture fails the test on any third-party request).
  const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = (await section.locator('code').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(toasts(page).getByText(twoFactorMessages.enabled)).toBeVisible();
  await expect(section.getByText(twoFactorMessages.recoveryCodesOnce)).toBeVisible();
  const codes = await section
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('ON', { exact: true })).toBeVisible();
  await expect(section.getByText(codes[0] as string)).toHaveCount(0);

  // Administrators see who has it on.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInThroughStorage(admin, request);
  await admin.goto('/admin/account');
  await expect(
    admin.getByRole('region', { name: 'Accounts' }).getByRole('row').filter({ hasText: account.email }),
  ).toContainText('ON');
  await adminContext.close();

  // The login asks for the code after the password. The set-up used this 30-second step's code,
  // and a code is accepted once: the app's next one is within the allowed drift.
  await logOut(page);
  await enterPassword(page, account);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);

  // A recovery code signs in once.
  await logOut(page);
  await enterPassword(page, account);
  await page.getByLabel('Code', { exact: true }).fill(codes[0] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);

  await logOut(page);
  await enterPassword(page, account);
  await page.getByLabel('Code', { exact: true }).fill(codes[0] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(
    new RegExp(twoFactorMessages.codeInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Another recovery code still works.
  await page.getByLabel('Code', { exact: true }).fill(codes[1] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);
});
