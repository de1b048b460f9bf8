import path from 'node:path';
import { membersMessages as m } from '@lss/shared/members-messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';
import { hydrated } from './support/page-helpers.ts';

/**
 * Members, step 2 (issue 27): join on a phone, the e-mailed link's page asks, its button signs in,
 * My account shows the membership (verified at a student domain, active otherwise), sign out.
 * Screenshots of /join, /members/sign-in and /members/account at 375 and 1280 px (e2e/screenshots/).
 */
const folder = path.join(import.meta.dirname, '..', 'screenshots');
const id = unique();
const studentDomain = `students-${id}.e2e.test`;

/** Adds (or, with `remove`, takes away) this run's student domain in the site setting. */
async function setStudentDomain(request: APIRequestContext, remove = false) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request)).token}` };
  const { updatedAt: _, ...settings } = await (await request.get('/api/settings', { headers })).json();
  const domains = ((settings.studentEmailDomains ?? []) as string[]).filter((d) => d !== studentDomain);
  const put = await request.put('/api/settings', {
    headers,
    data: { ...settings, studentEmailDomains: remove ? domains : [...domains, studentDomain] },
  });
  expect(put.ok(), await put.text()).toBe(true);
}

async function joinAndSignIn(page: Page, email: string, width: number) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: m.footerJoin }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page).toHaveTitle(new RegExp(m.joinTitle));
  // A page with a plain form: no script at all. (Matriculation numbers differ per test: one taken
  // number is silently not joined, decision 029.)
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  await page.screenshot({ path: path.join(folder, `join-${width}.png`), fullPage: true });
  const form = page.getByRole('form', { name: m.joinTitle });
  await form.getByLabel(m.fullNameLabel).fill('Ngozi Bello');
  await form.getByLabel(m.emailLabel).fill(email);
  await form.getByLabel(new RegExp(m.matricNumberLabel)).fill(`19/55EA${id.slice(-4)}${width}`);
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
  await page.screenshot({ path: path.join(folder, `members-sign-in-link-${width}.png`), fullPage: true });
  await page.getByRole('button', { name: m.linkButton }).click();
  await expect(page).toHaveURL(/\/members\/account$/);
  await hydrated(page);
}

test.describe('members', () => {
  test.beforeAll(async ({ request }) => setStudentDomain(request));
  test.afterAll(async ({ request }) => setStudentDomain(request, true));

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
    await page.screenshot({ path: path.join(folder, 'members-account-375.png'), fullPage: true });

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
    await hydrated(page);

    await page.getByRole('button', { name: m.signOutButton, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(m.signedOut);
    await expect(page.getByRole('link', { name: m.signInAsMember })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: m.signInAsMember })).toBeVisible();

    // The sign-in page, through the phone menu's link.
    await page.getByRole('button', { name: /navigation/ }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: m.headerSignIn }).click();
    await expect(page).toHaveURL(/\/members\/sign-in$/);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    await page.screenshot({ path: path.join(folder, 'members-sign-in-375.png'), fullPage: true });
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
    await page.screenshot({ path: path.join(folder, 'members-account-1280.png'), fullPage: true });
    await page.getByRole('button', { name: m.signOutEverywhereButton }).click();
    await expect(page.getByRole('status')).toHaveText(m.signedOutEverywhere);
    await expect(page.getByRole('banner').getByRole('link', { name: m.headerAccount('Ngozi') })).toBeVisible();

    // The next page is a visitor's again.
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: m.headerSignIn }).click();
    await expect(page).toHaveURL(/\/members\/sign-in$/);
    await page.screenshot({ path: path.join(folder, 'members-sign-in-1280.png'), fullPage: true });
  });
});
