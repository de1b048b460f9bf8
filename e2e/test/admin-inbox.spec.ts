import { confirmMessages } from '@lss/shared/admin-messages';
import { accountMessages } from '@lss/shared/auth-messages';
import { logInThroughStorage } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

test('a message sent from /contact arrives in the inbox, is read, and is deleted', async ({
  page,
  request,
}) => {
  const name = `Adaeze ${unique()}`;
  await page.goto('/contact');
  await hydrated(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('adaeze@example.org');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Could the society host a session on legal writing?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page).getByText(`Thank you, ${name}! We've received your message.`)).toBeVisible();

  await logInThroughStorage(page, request);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText('NEW')).toBeVisible();
  // The unread count is shown beside Messages in the navigation.
  await expect(page.getByRole('link', { name: /Messages \d+ unread/ })).toBeVisible();

  await item.getByRole('button', { name: new RegExp(name) }).click();
  await expect(item.getByText('Could the society host a session on legal writing?')).toBeVisible();
  await expect(item.getByRole('link', { name: 'adaeze@example.org' })).toHaveAttribute(
    'href',
    'mailto:adaeze@example.org',
  );
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(item.getByText('NEW')).toHaveCount(0);

  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(confirmMessages.deleteMessage);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText(accountMessages.messageDeleted)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
