import { submissionMessages } from '@lss/shared/submission-messages';
import { logInThroughStorage } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/page-helpers.ts';

test('article submissions: approve one into a draft post, reject another', async ({ page, request }) => {
  const id = unique();
  const keep = `Reforming Tenancy Law ${id}`;
  const decline = `An Off-Topic Essay ${id}`;
  for (const title of [keep, decline]) {
    const sent = await request.post('/api/submissions', {
      data: {
        name: 'Zainab Bello',
        email: 'zainab@example.org',
        title,
        article: 'Tenancy law in Kwara State needs reform.\n\nHere is why.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await logInThroughStorage(page, request);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: /^Pending submissions: \d+\./ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Submissions/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Article Submissions' })).toBeVisible();

  const first = page.getByRole('listitem').filter({ hasText: keep });
  await expect(first.getByText('PENDING')).toBeVisible();
  await first.getByRole('button', { name: new RegExp(keep) }).click();
  await expect(first.getByText('Tenancy law in Kwara State needs reform.')).toBeVisible();
  await first.getByRole('button', { name: 'Approve as Draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toasts(page).getByText(submissionMessages.approved)).toBeVisible();
  await expect(first.getByText('APPROVED')).toBeVisible();

  await first.getByRole('link', { name: 'Edit the draft post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(keep);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');

  await page.goto('/admin/submissions');
  const second = page.getByRole('listitem').filter({ hasText: decline });
  await second.getByRole('button', { name: new RegExp(decline) }).click();
  await second.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reject' }).click();
  await expect(toasts(page).getByText(submissionMessages.rejected)).toBeVisible();
  await expect(second.getByText('REJECTED')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Approve as Draft' })).toHaveCount(0);
});

test('settings: an administrator downloads a backup of the whole site', async ({ page, request }) => {
  await logInThroughStorage(page, request);
  await page.goto('/admin/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Backup' }).click();
  expect((await download).suggestedFilename()).toMatch(/^lss-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  await expect(toasts(page).getByText('Backup downloaded')).toBeVisible();
});
