import { authMessages } from '@lss/shared/auth-messages';
import type { Role } from '@lss/shared/users';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiLogin } from './admin.ts';
import { unique } from './api.ts';
import { toasts } from './page-helpers.ts';

export type Account = { fullName: string; email: string; password: string; role: Role };

/** A colleague's account with the role given, added by the first administrator through the API. */
export async function createAccount(request: APIRequestContext, role: Role): Promise<Account> {
  const id = unique();
  const account: Account = {
    fullName: `${role[0]?.toUpperCase()}${role.slice(1)} ${id}`,
    email: `${role}-${id}@lss.example.org`,
    password: `Ratio-Decidendi-${id}`,
    role,
  };
  const { token } = await apiLogin(request);
  const response = await request.post('/api/users/register', {
    data: account,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The admin navigation's links, in order (the role decides which are there), without their counts. */
export async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const texts = await nav.getByRole('listitem').getByRole('link').allTextContents();
  return texts.map((text) => text.replace(/\d+ (unread|pending)$/, '').trim());
}

/** Plays the authenticator app: the code of a base32 secret at a moment (now by default). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({ timestamp: at });
}

/** Logs out through the admin navigation (which also ends the account's tokens on the server). */
export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** The first half of a login: e-mail and password, as typed on the login page. */
export async function enterPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectSignedIn(page: Page) {
  await expect(toasts(page).getByText(authMessages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
