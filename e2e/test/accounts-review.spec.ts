import { successMessages } from '@lss/shared/admin-messages';
import { reviewMessages } from '@lss/shared/post-messages';
import { createAccount, navigationLinks } from './support/accounts.ts';
import { logInThroughForm } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

test('a contributor submits a draft for review, and an editor publishes it', async ({ browser, request }) => {
  const contributor = await createAccount(request, 'contributor');
  const editor = await createAccount(request, 'editor');
  const id = unique();
  const title = `Essay for Review ${id}`;
  const slug = `essay-for-review-${id}`;

  const theirs = await browser.newContext();
  const writer = await theirs.newPage();
  await logInThroughForm(writer, contributor);
  expect(await navigationLinks(writer)).toEqual(['Dashboard', 'Posts', 'Media', 'Elections', 'Account']);
  await writer.goto('/admin/post/new');
  await expect(writer.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
  // Contributors write drafts: there is no status to choose, so no Published.
  await expect(writer.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(writer.getByRole('option', { name: 'Published' })).toHaveCount(0);
  await writer.getByLabel('Title', { exact: true }).fill(title);
  await writer.getByRole('textbox', { name: 'Content' }).click();
  await writer.keyboard.type('Negligence, duty of care and the neighbour principle, revisited.');
  await writer.getByRole('button', { name: reviewMessages.submitForReview }).click();
  await expect(toasts(writer).getByText(reviewMessages.submitted)).toBeVisible();
  await expect(writer).toHaveURL(/\/admin\/posts$/);
  await expect(writer.getByRole('row').filter({ hasText: title })).toContainText('AWAITING REVIEW');

  const reviewers = await browser.newContext();
  const reviewer = await reviewers.newPage();
  await logInThroughForm(reviewer, editor);
  const queue = reviewer.getByRole('region', { name: /Awaiting review/ });
  await expect(queue).toContainText(title);
  await expect(queue).toContainText(`by ${contributor.fullName}`);
  await queue.getByRole('link', { name: `Review ${title}` }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  await expect(reviewer.getByRole('note')).toContainText(`${contributor.fullName} submitted this draft`);
  await reviewer.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Published' });
  await reviewer.getByRole('button', { name: 'Update Post' }).click();
  await expect(toasts(reviewer).getByText(successMessages.postUpdated)).toBeVisible();

  // Published: on the site, and out of the queue.
  await reviewer.goto(`/news/${slug}`);
  await hydrated(reviewer);
  await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reviewer.goto('/admin/dashboard');
  await expect(reviewer.getByRole('region', { name: /Awaiting review/ })).not.toContainText(title);

  // The author sees it published, and can no longer change it.
  await writer.reload();
  const row = writer.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('PUBLISHED');
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveCount(0);
  await Promise.all([theirs.close(), reviewers.close()]);
});
