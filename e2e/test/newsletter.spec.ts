import { newsletterAdminMessages } from '@lss/shared/newsletter-admin-messages';
import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { expect, test } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createPost, subscriberStatus, unique } from './support/api.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** The newsletter (issue 17): subscribe → confirm → send a post → the e-mail's one-click unsubscribe. */

test('subscribe in the footer, confirm, receive a post, and leave with one click', async ({
  page,
  request,
}) => {
  const id = unique();
  const reader = `reader-${id}@e2e.test`;
  const article = await createPost(request, {
    title: `Moot Court Report ${id}`,
    slug: `moot-court-report-${id}`,
    contentBody: '<p>The final was argued before three judges.</p>',
  });

  await page.goto(`/news/${article.slug}`);
  // The box is a plain form on every page (decision 028): the server answers with a page.
  const footerBox = page
    .getByRole('contentinfo')
    .getByRole('region', { name: newsletterMessages.subscribeHeading });
  await footerBox.getByLabel('Email').fill(reader);
  await footerBox.getByLabel('Name (optional)').fill('Ada Reader');
  await footerBox.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?sent=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterMessages.subscribeSent);

  const confirmation = await latestMailTo(reader, { subject: /^Confirm your subscription/ });
  const confirmLink = new URL(linkIn(confirmation, /^\/newsletter\/confirm$/));
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  // Opening the link only asks (a mail scanner confirms nothing); the button confirms, in place.
  await expect(page.getByText(newsletterMessages.confirmQuestion)).toBeVisible();
  expect(await subscriberStatus(request, reader)).toBe('pending');
  await page.getByRole('button', { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.confirmed);
  expect(await subscriberStatus(request, reader)).toBe('confirmed');

  // An editor sends the post from its editor; the confirmation names the recipients.
  await logInThroughStorage(page, request);
  await page.goto(`/admin/post/${article._id}/edit`);
  await page.getByRole('button', { name: newsletterAdminMessages.sendButton }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Send "${article.title}" to`);
  await dialog.getByRole('button', { name: newsletterAdminMessages.sendButton }).click();
  await expect(page.getByText(/^Newsletter queued for \d+ subscribers?\.$/)).toBeVisible();

  const newsletter = await latestMailTo(reader, { subject: new RegExp(`^${article.title}$`) });
  expect(newsletter.text).toContain('The final was argued before three judges.');
  // What a mail client's unsubscribe button does (RFC 8058): POST the List-Unsubscribe URL.
  const unsubscribe = linkIn(newsletter, /^\/newsletter\/unsubscribe$/);
  const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  const link = new URL(unsubscribe);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.unsubscribed);

  await page.goto(`/admin/subscribers?q=${encodeURIComponent(reader)}`);
  const row = page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem');
  await expect(row).toContainText(reader);
  await expect(row).toContainText('Unsubscribed');
  await expect(page.getByText(article.title)).toBeVisible();
});

test('the subscribe box works before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const reader = `noscript-${unique()}@e2e.test`;
  await page.goto('/');
  const footerBox = page
    .getByRole('contentinfo')
    .getByRole('region', { name: newsletterMessages.subscribeHeading });
  await footerBox.getByLabel('Email').fill(reader);
  await footerBox.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?sent=1$/);
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.subscribeSent);
  await latestMailTo(reader, { subject: /^Confirm your subscription/ });
  await context.close();
});

test('the confirmation link asks, and its button confirms, without any script', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const reader = `noscript-confirm-${unique()}@e2e.test`;
  await page.goto('/');
  const footerBox = page
    .getByRole('contentinfo')
    .getByRole('region', { name: newsletterMessages.subscribeHeading });
  await footerBox.getByLabel('Email').fill(reader);
  await footerBox.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?sent=1$/);

  const confirmation = await latestMailTo(reader, { subject: /^Confirm your subscription/ });
  const confirmLink = new URL(linkIn(confirmation, /^\/newsletter\/confirm$/));
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await expect(page.getByText(newsletterMessages.confirmQuestion)).toBeVisible();
  expect(await subscriberStatus(request, reader)).toBe('pending');
  await page.getByRole('button', { name: newsletterMessages.confirmButton }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?confirmed=1$/);
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.confirmed);
  expect(await subscriberStatus(request, reader)).toBe('confirmed');

  // The same link again: nothing left to confirm, and the page says so.
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await page.getByRole('button', { name: newsletterMessages.confirmButton }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?failed=1$/);
  await expect(page.getByRole('alert')).toHaveText(newsletterMessages.confirmLinkInvalid);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`screenshots: the footer's subscribe box and the Subscribers screen at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footerBox = page
      .getByRole('contentinfo')
      .getByRole('region', { name: newsletterMessages.subscribeHeading });
    await footerBox.scrollIntoViewIfNeeded();
    await saveScreenshot(page.getByRole('contentinfo'), `newsletter-footer-${width}`);
    await logInThroughStorage(page, request);
    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await expect(page.getByText('Loading subscribers...')).toHaveCount(0);
    await saveScreenshot(page, `admin-subscribers-${width}`, { fullPage: true });
  });
}
