import { publicMessages } from '@lss/shared/public-messages';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { submissionMessages } from '@lss/shared/submission-messages';
import type { Browser } from '@playwright/test';
import { apiLogin, pngFile } from './support/admin.ts';
import { createEvent, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';

/**
 * Issue 26: "Forms work before any script runs, as the subscribe box already does." The contact
 * form, event registration and article submission in a browser without JavaScript: each posts to
 * its plain-form route, which sends the browser back to the page with the outcome in its address.
 */

/** A page in a browser that runs no script at all. */
async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('the contact form works before any script runs', async ({ browser, request }) => {
  const { context, page } = await withoutScript(browser);
  const name = `Kemi ${unique()}`;
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('kemi@example.org');
  await page.getByLabel('Message', { exact: true }).fill('Is the moot open to first-year students?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(publicMessages.contactReceived);
  // The form is there to write again.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  const { token } = await apiLogin(request);
  const inbox = await request.get(`/api/contact?q=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const messages = (await inbox.json()) as { name: string; message: string }[];
  expect(messages.find((message) => message.name === name)?.message).toBe(
    'Is the moot open to first-year students?',
  );
  await context.close();
});

test('event registration works before any script runs: the confirmation link is e-mailed', async ({
  browser,
  request,
}) => {
  const id = unique();
  const email = `noscript-rsvp-${id}@e2e.test`;
  const event = await createEvent(request, {
    title: `Mooting Workshop ${id}`,
    eventDate: dates.inDays(15),
    rsvpEnabled: true,
    capacity: 30,
  });
  const { context, page } = await withoutScript(browser);
  await page.goto(`/events/${event._id}`);
  const registration = page.getByRole('region', { name: rsvpMessages.heading });
  await registration.getByLabel('Name', { exact: true }).fill('Chidi Nwosu');
  await registration.getByLabel('Email', { exact: true }).fill(email);
  await registration.getByRole('button', { name: rsvpMessages.register }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event._id}\\?registration=pending#register$`));
  await expect(registration.getByRole('status')).toHaveText(rsvpMessages.pending);
  expect(page.url()).not.toContain('noscript-rsvp');

  // The e-mailed link's page confirms with its own plain form: the seat is given.
  const mail = await latestMailTo(email, { subject: /^Confirm your registration: / });
  const link = new URL(linkIn(mail, /^\/rsvp\/confirm$/));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: rsvpMessages.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(rsvpMessages.confirmed);

  // Registering again: the page says why it was refused, and the form is there again.
  await page.goto(`/events/${event._id}`);
  await registration.getByLabel('Name', { exact: true }).fill('Chidi Nwosu');
  await registration.getByLabel('Email', { exact: true }).fill(email);
  await registration.getByRole('button', { name: rsvpMessages.register }).click();
  await expect(page).toHaveURL(/\?registration=registered#register$/);
  await expect(registration.getByRole('alert')).toHaveText(rsvpMessages.alreadyRegistered);
  await expect(registration.getByRole('button', { name: rsvpMessages.register })).toBeEnabled();
  await context.close();
});

test('the article submission form, with its picture, works before any script runs', async ({
  browser,
  request,
}) => {
  const title = `Judicial Review Without Script ${unique()}`;
  const { context, page } = await withoutScript(browser);
  await page.goto('/submit');
  await page.getByLabel('Name', { exact: true }).fill('Zainab Yusuf');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('zainab@students.example.org');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Article', { exact: true }).fill('Ouster clauses and the rule of law.');
  await page.getByLabel(/Image/).setInputFiles(pngFile('figure.png'));
  await page.getByRole('button', { name: 'Submit Article' }).click();
  await expect(page).toHaveURL(/\/submit\?sent=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(submissionMessages.received);

  const { token } = await apiLogin(request);
  const list = await request.get('/api/submissions', { headers: { Authorization: `Bearer ${token}` } });
  const mine = ((await list.json()) as { title: string; status: string; imageUrl: string | null }[]).find(
    (item) => item.title === title,
  );
  expect(mine?.status).toBe('pending');
  expect(mine?.imageUrl).toMatch(/^\/uploads\//);

  // A refused one (a document for a picture) is said on the page, above the form.
  await page.getByLabel('Name', { exact: true }).fill('Zainab Yusuf');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill('zainab@students.example.org');
  await page.getByLabel('Title', { exact: true }).fill(`${title} (2)`);
  await page.getByLabel('Article', { exact: true }).fill('A second piece.');
  await page.getByLabel(/Image/).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Submit Article' }).click();
  await expect(page).toHaveURL(/\/submit\?failed=image$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(submissionMessages.imageOnly);
  await context.close();
});
