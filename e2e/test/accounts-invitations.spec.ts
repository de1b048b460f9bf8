import { authMessages, invitationMessages } from '@lss/shared/auth-messages';
import { createAccount, navigationLinks } from './support/accounts.ts';
import { logInThroughForm, logInThroughStorage } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';
import { toasts } from './support/page-helpers.ts';

test('an invited editor registers with the e-mailed link, logs in, and cannot open Settings', async ({
  page,
  browser,
  request,
}) => {
  const invitee = {
    fullName: `Ngozi ${unique()} Eze`,
    email: `invitee-${unique()}@lss.example.org`,
    password: 'Res-Judicata-2026',
  };
  await logInThroughStorage(page, request);
  await page.goto('/admin/account');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email', { exact: true }).fill(invitee.email);
  await invitations.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
  await invitations.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toasts(page).getByText(invitationMessages.sent(invitee.email))).toBeVisible();
  await expect(invitations.getByRole('row').filter({ hasText: invitee.email })).toContainText('Editor');

  const link = linkIn(await latestMailTo(invitee.email), /^\/register$/);

  // The colleague's own browser.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto(link);
  const email = theirs.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(invitee.email);
  await expect(email).not.toBeEditable();
  await theirs.getByLabel('Full Name', { exact: true }).fill(invitee.fullName);
  await theirs.getByLabel('Password', { exact: true }).fill(invitee.password);
  await theirs.getByRole('button', { name: 'Register' }).click();
  await expect(toasts(theirs).getByText(authMessages.registrationSuccess)).toBeVisible();
  await expect(theirs).toHaveURL(/\/admin\/login$/);

  await logInThroughForm(theirs, invitee);
  expect(await navigationLinks(theirs)).toEqual([
    'Dashboard',
    'Events',
    'Posts',
    'Executives',
    'Materials',
    'Podcast',
    'Media',
    'Messages',
    'Members',
    'Elections',
    'Subscribers',
    'Submissions',
    'Account',
  ]);
  await theirs.goto('/admin/settings');
  await expect(theirs.getByText(authMessages.noPermission)).toBeVisible();
  await expect(theirs.getByRole('heading', { name: 'Site Settings' })).toHaveCount(0);

  // The link worked once.
  await theirs.goto(link);
  await expect(theirs.getByRole('alert')).toHaveText(authMessages.invitationInvalid);
  await context.close();

  // The administrator's list: the colleague with the role, the invitation no longer pending.
  await page.reload();
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('combobox', { name: `Role of ${invitee.fullName}` })).toHaveValue('editor');
  await expect(invitations.getByRole('row').filter({ hasText: invitee.email })).toHaveCount(0);
});

test('a revoked invitation no longer opens the registration form', async ({ page, request }) => {
  const email = `revoked-${unique()}@lss.example.org`;
  await logInThroughStorage(page, request);
  await page.goto('/admin/account');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email', { exact: true }).fill(email);
  await invitations.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toasts(page).getByText(invitationMessages.sent(email))).toBeVisible();
  const link = linkIn(await latestMailTo(email), /^\/register$/);

  await invitations.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(invitationMessages.confirmRevoke);
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(toasts(page).getByText(invitationMessages.revoked)).toBeVisible();
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  const visitor = await page.context().browser()?.newContext();
  const theirs = await visitor?.newPage();
  if (!visitor || !theirs) throw new Error('no browser');
  await theirs.goto(link);
  await expect(theirs.getByRole('alert')).toHaveText(authMessages.invitationInvalid);
  await expect(theirs.getByLabel('Password', { exact: true })).toHaveCount(0);
  await visitor.close();
});

// (The last administrator's locked role is a component test: on this shared site other tests add
// administrators, so which one is last is not this test's to know.)
test('an administrator changes a role in the account list, and the account follows it', async ({
  page,
  browser,
  request,
}) => {
  const colleague = await createAccount(request, 'contributor');
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await logInThroughForm(theirs, colleague);
  expect(await navigationLinks(theirs)).toEqual(['Dashboard', 'Posts', 'Media', 'Elections', 'Account']);

  await logInThroughStorage(page, request);
  await page.goto('/admin/account');
  const role = page
    .getByRole('region', { name: 'Accounts' })
    .getByRole('combobox', { name: `Role of ${colleague.fullName}` });
  await expect(role).toHaveValue('contributor');
  await role.selectOption({ label: 'Editor' });
  await expect(toasts(page).getByText(authMessages.roleChanged)).toBeVisible();
  await page.reload();
  await expect(role).toHaveValue('editor');

  // Their next visit shows what an editor may use, without logging in again.
  await theirs.goto('/admin/dashboard');
  await expect(
    theirs.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events' }),
  ).toBeVisible();
  await context.close();
});
