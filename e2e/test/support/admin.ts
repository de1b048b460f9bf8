import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN, ensureAdmin } from './api.ts';
import { toasts } from './page-helpers.ts';
import { gradientPng } from './png.ts';

/**
 * Logs in through the API and returns the login response the app keeps under userInfo; without an
 * account, as the administrator, made first if the site has none.
 */
export async function apiLogin(
  request: APIRequestContext,
  account?: { email: string; password: string },
): Promise<{ token: string; fullName: string; email: string }> {
  if (!account) await ensureAdmin(request);
  const { email, password } = account ?? ADMIN;
  const response = await request.post('/api/users/login', {
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * Starts the page already logged in as the administrator, as after a successful login (the login screen itself has its
 * own tests): the response is in localStorage before any script of the app runs.
 */
export async function logInThroughStorage(page: Page, request: APIRequestContext) {
  const session = await apiLogin(request);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return session;
}

export async function logInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Login Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const pngFile = (name = 'picture.png') => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(240, 160, [29, 45, 68], [201, 180, 127]),
});

/** A small but real PDF document (the server checks the content, not the name). */
export const pdfFile = (name = 'notes.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
});

/** Clicks a row's Delete button, checks the confirmation's words, and confirms. */
export async function deleteWithConfirmation(page: Page, name: string, question: string, confirm = 'Delete') {
  await page.getByRole('button', { name: `${confirm} ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
