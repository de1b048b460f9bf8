import { submissionMessages } from '@lss/shared/submission-messages';
import { apiLogin, pngFile } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

type Submission = { _id: string; title: string; status: string; imageUrl: string | null };

test('a student submits an article with a picture; an administrator approves it into a draft post', async ({
  page,
  request,
}) => {
  const title = `The Rule in Foss v Harrottle, Revisited ${unique()}`;
  await page.goto('/news');
  await hydrated(page);
  await page.getByRole('link', { name: 'Submit an Article' }).first().click();
  await expect(page).toHaveURL(/\/submit$/);
  await hydrated(page);

  await page.getByRole('button', { name: 'Submit Article' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Zainab Yusuf');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('zainab.yusuf@students.example.org');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Article', { exact: true })
    .fill('Minority shareholders and the proper plaintiff rule, fifty years on.');
  await page.getByLabel(/Image/).setInputFiles(pngFile('figure.png'));
  await page.getByRole('button', { name: 'Submit Article' }).click();
  await expect(toasts(page).getByText(submissionMessages.received)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByText('Title is required.')).toHaveCount(0);

  const { token } = await apiLogin(request);
  const auth = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/submissions', { headers: auth })).json()) as Submission[];
  const mine = list.find((item) => item.title === title);
  expect(mine?.status).toBe('pending');
  expect(mine?.imageUrl).toMatch(/^\/uploads\//);

  const approved = await request.post(`/api/submissions/${mine?._id}/approve`, { headers: auth });
  expect(approved.ok(), await approved.text()).toBe(true);
  const posts = (await (await request.get('/api/posts/all', { headers: auth })).json()) as {
    title: string;
    status: string;
  }[];
  expect(posts.find((post) => post.title === title)?.status).toBe('draft');
});
