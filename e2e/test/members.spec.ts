import { readFile } from 'node:fs/promises';
import { membersMessages as m } from '@lss/shared/members-messages';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import type { Page } from '@playwright/test';
import { apiLogin } from './support/admin.ts';
import { createEvent, dates, unique } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';
import { setStudentDomain } from './support/members.ts';
import { hydrated } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Members (issue 27): join on a phone, the e-mailed link's page asks, its button signs in, My
 * account shows the membership (verified at a student domain, active otherwise); a verified member
 * registers for an event in one click and finds it under My account, cancels it, downloads their
 * data and deletes their membership; sign out. My account loads no script: every change is a plain
 * form. Screenshots of /join, /members/sign-in and /members/account at 375 and 1280 px.
 */
const id = unique();
const studentDomain = `students-${id}.e2e.test`;

/** Joins at /join and signs in with the e-mailed link; `shots`: the join and link pages' screenshots. */
async function joinAndSignIn(
  page: Page,
  email: string,
  width: number,
  { shots = true, tag = `${width}` } = {},
) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: m.footerJoin }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page).toHaveTitle(new RegExp(m.joinTitle));
  // A page with a plain form: no script at all. (Matriculation numbers differ per test: one taken
  // number is silently not joined, decision 029.)
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  if (shots) await saveScreenshot(page, `join-${width}`, { fullPage: true });
  const form = page.getByRole('form', { name: m.joinTitle });
  await form.getByLabel(m.fullNameLabel).fill('Ngozi Bello');
  await form.getByLabel(m.emailLabel).fill(email);
  await form.getByLabel(new RegExp(m.matricNumberLabel)).fill(`19/55EA${id.slice(-4)}${tag}`);
  await form.getByLabel(m.levelLabel).selectOption('300L');
  await form.getByRole('button', { name: m.joinButton }).click();
  await expect(page).toHaveURL(/\/join\?sent=1$/);
  await expect(page.getByRole('status')).toHaveText(m.joinSent);

  const link = linkIn(await latestMailTo(email), /^\/members\/sign-in$/);
  const { pathname, search } = new URL(link);
  // Opening the link only asks: a mail scanner signs nobody in.
  await page.goto(`${pathname}${search}`);
  expect((await page.context().cookies()).some((c) => c.name === 'lss_member')).toBe(false);
  await expect(page.getByText(m.linkQuestion)).toBeVisible();
  if (shots) await saveScreenshot(page, `members-sign-in-link-${width}`, { fullPage: true });
  await page.getByRole('button', { name: m.linkButton }).click();
  await expect(page).toHaveURL(/\/members\/account$/);
  // Rendered for the member on the server, with plain forms: no script.
  expect(await page.locator('script[type="module"]').count()).toBe(0);
}

/** On the event page, a verified member's one click (no fields); answers the registration region. */
async function registerInOneClick(page: Page, eventId: string, name: string, email: string) {
  await page.goto(`/events/${eventId}`);
  await hydrated(page);
  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration.getByText(m.registerAs(name, email))).toBeVisible();
  await expect(registration.getByRole('textbox')).toHaveCount(0);
  await registration.getByRole('button', { name: rsvpMessages.register }).click();
  await expect(registration.getByRole('status')).toHaveText(`${m.registeredConfirmed} ${m.myAccountLink}`);
  return registration;
}

/** My account's section named `name`. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('members', () => {
  test.beforeAll(async ({ request }) => setStudentDomain(request, studentDomain));
  test.afterAll(async ({ request }) => setStudentDomain(request, studentDomain, true));

  test('join on a phone, open the e-mailed link, press the button: verified at a student domain; sign out', async ({
    page,
    admin: _,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = `ngozi.${id}@${studentDomain}`;
    await joinAndSignIn(page, email, 375);

    const details = page.locator('dl');
    await expect(details).toContainText('Ngozi Bello');
    await expect(details).toContainText(email);
    await expect(details).toContainText('300L');
    await expect(details).toContainText(m.statusNames.verified!);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lss_member');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // One click on an event's page: registered, and listed under My account.
    const event = await createEvent(page.request, {
      title: `Law Week Dinner ${id}`,
      eventDate: dates.inDays(12),
      rsvpEnabled: true,
      capacity: 80,
    });
    await registerInOneClick(page, event._id, 'Ngozi Bello', email);
    await page
      .getByRole('region', { name: 'Registration' })
      .getByRole('link', { name: m.myAccountLink })
      .click();
    await expect(page).toHaveURL(/\/members\/account$/);
    await expect(section(page, m.registrationsHeading).getByRole('listitem')).toContainText(
      `Law Week Dinner ${id}`,
    );
    await saveScreenshot(page, 'members-account-375', { fullPage: true });

    // Pages are rendered for the member (decision 030): the phone menu names them and links to
    // My account; such a page is never kept by a cache, and another visitor still gets 'Sign in'.
    const home = await page.goto('/');
    expect(home?.headers()['cache-control']).toBe('private, no-store');
    expect(home?.headers().vary).toMatch(/Cookie/);
    await page.getByRole('button', { name: /navigation/ }).click();
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: m.headerAccount('Ngozi') }),
    ).toBeVisible();
    const visitor = await page.context().browser()!.newContext();
    const visitorPage = await visitor.newPage();
    const visitorHome = await visitorPage.goto(new URL('/', page.url()).href);
    expect(visitorHome?.headers()['cache-control']).not.toMatch(/private/);
    await expect(visitorPage.getByRole('banner')).not.toContainText('Ngozi');
    await visitor.close();
    await page.goto('/members/account');

    // Signing out is a plain form: the next page is a visitor's, the header says 'Sign in'.
    await page.getByRole('button', { name: m.signOutButton, exact: true }).click();
    await expect(page).toHaveURL(/\/members\/account\?signedOut=1$/);
    await expect(page.getByRole('status')).toHaveText(m.signedOut);
    await expect(page.getByRole('link', { name: m.signInAsMember })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'lss_member')).toBe(false);
    await page.reload();
    await expect(page.getByRole('link', { name: m.signInAsMember })).toBeVisible();

    // The sign-in page, through the phone menu's link.
    await page.getByRole('button', { name: /navigation/ }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: m.headerSignIn }).click();
    await expect(page).toHaveURL(/\/members\/sign-in$/);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    await saveScreenshot(page, 'members-sign-in-375', { fullPage: true });
    await page.getByRole('form', { name: m.signInFormHeading }).getByLabel(m.emailLabel).fill(email);
    await page.getByRole('button', { name: m.signInSendButton }).click();
    await expect(page).toHaveURL(/\/members\/sign-in\?sent=1$/);
    await expect(page.getByRole('status')).toHaveText(m.signInSent);
  });

  test('at 1280 px: an address outside the student domains is active; the header links to sign-in', async ({
    page,
    admin: _,
  }) => {
    const email = `tolu.${id}@gmail.e2e.test`;
    await joinAndSignIn(page, email, 1280);
    await expect(page.locator('dl')).toContainText(m.statusNames.active!);
    // Not verified: the event page keeps the double opt-in's fields.
    const event = await createEvent(page.request, {
      title: `Moot Court Final ${id}`,
      eventDate: dates.inDays(9),
      rsvpEnabled: true,
    });
    await page.goto(`/events/${event._id}`);
    await hydrated(page);
    const registration = page.getByRole('region', { name: 'Registration' });
    await expect(registration.getByLabel('Email')).toBeVisible();
    await expect(registration.getByText(m.registerOneClick)).toHaveCount(0);

    await page.goto('/members/account');
    await page.getByRole('button', { name: m.signOutEverywhereButton }).click();
    await expect(page).toHaveURL(/\/members\/account\?signedOut=everywhere$/);
    await expect(page.getByRole('status')).toHaveText(m.signedOutEverywhere);
    await expect(page.getByRole('banner').getByRole('link', { name: m.headerAccount('Ngozi') })).toHaveCount(
      0,
    );

    await page.getByRole('banner').getByRole('link', { name: m.headerSignIn }).click();
    await expect(page).toHaveURL(/\/members\/sign-in$/);
    await saveScreenshot(page, 'members-sign-in-1280', { fullPage: true });
  });

  test('a verified member registers in one click, finds it under My account, cancels it, downloads their data and deletes their membership', async ({
    page,
    admin: _,
  }) => {
    const email = `ada.${id}@${studentDomain}`;
    await joinAndSignIn(page, email, 1280, { shots: false, tag: 'A' });
    const event = await createEvent(page.request, {
      title: `Constitutional Law Symposium ${id}`,
      eventDate: dates.inDays(15),
      venue: 'Faculty of Law Auditorium',
      rsvpEnabled: true,
      capacity: 120,
    });
    await registerInOneClick(page, event._id, 'Ngozi Bello', email);
    await page
      .getByRole('region', { name: 'Registration' })
      .getByRole('link', { name: m.myAccountLink })
      .click();
    const registrations = section(page, m.registrationsHeading);
    const item = registrations
      .getByRole('listitem')
      .filter({ hasText: `Constitutional Law Symposium ${id}` });
    await expect(item).toContainText(m.registrationStatusNames.confirmed!);
    await expect(item.getByRole('link', { name: `Constitutional Law Symposium ${id}` })).toHaveAttribute(
      'href',
      `/events/${event._id}`,
    );
    await expect(section(page, m.receiptsHeading)).toContainText(m.receiptsEmpty);
    await saveScreenshot(page, 'members-account-1280', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The newsletter, on and off, with one button each.
    await section(page, m.newsletterHeading).getByRole('button', { name: m.newsletterTurnOn }).click();
    await expect(page).toHaveURL(/\?saved=newsletter-on#newsletter$/);
    await expect(section(page, m.newsletterHeading).getByRole('status')).toHaveText(m.newsletterSavedOn);
    await expect(section(page, m.newsletterHeading)).toContainText(m.newsletterOn(email));

    // Download my data: a JSON file with what the site holds.
    const downloading = page.waitForEvent('download');
    await section(page, m.dataHeading).getByRole('link', { name: m.downloadButton }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^membership-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.member).toMatchObject({ email, fullName: 'Ngozi Bello', newsletter: true });
    expect(data.registrations).toEqual([
      expect.objectContaining({ status: 'confirmed', event: expect.objectContaining({ _id: event._id }) }),
    ]);
    expect(data.electionsVotedIn).toEqual([]);

    // Cancel: the seat goes back, the registration stays listed as cancelled.
    await item
      .getByRole('button', { name: m.cancelRegistrationLabel(`Constitutional Law Symposium ${id}`) })
      .click();
    await expect(page).toHaveURL(/\?saved=cancelled#registrations$/);
    await expect(section(page, m.registrationsHeading).getByRole('status')).toHaveText(
      m.registrationCancelled,
    );
    await expect(item).toContainText(m.registrationStatusNames.cancelled!);
    await expect(item.getByRole('button')).toHaveCount(0);

    // Delete my membership: the box first, then a page saying it is done, signed out.
    const remove = page.getByRole('form', { name: m.deleteHeading });
    await remove.getByRole('checkbox', { name: m.deleteConfirmLabel }).check();
    await remove.getByRole('button', { name: m.deleteButton }).click();
    await expect(page).toHaveURL(/\/members\/account\?deleted=1$/);
    await expect(page.getByRole('status')).toHaveText(m.membershipDeleted);
    await expect(page.getByRole('link', { name: m.joinAgain })).toHaveAttribute('href', '/join');
    expect((await page.context().cookies()).some((c) => c.name === 'lss_member')).toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: m.headerSignIn })).toBeVisible();
    // The registration is kept without the person: the attendee list has no trace of them.
    const headers = { Authorization: `Bearer ${(await apiLogin(page.request)).token}` };
    const attendees = await page.request.get(`/api/events/${event._id}/rsvps`, { headers });
    expect(await attendees.text()).not.toContain(email);
  });
});
