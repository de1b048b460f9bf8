import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN, ensureAdmin } from './api.ts';

/** The administrator's credentials. */
export type AdminAccount = typeof ADMIN;

/**
 * Collects, as they happen on `page`, what a visitor never sees but would suffer from: script errors
 * (hydration mismatches included), CSP violations, broken resources and requests to any third-party
 * host. A page a spec shares between serial tests is watched with this, and checked after each.
 */
export function watchForPageProblems(page: Page, baseURL: string | undefined): string[] {
  const problems: string[] = [];
  const ownHost = new URL(baseURL ?? 'http://127.0.0.1').host;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // HTTP errors are judged below by resource type: a 404 page or a refused form is expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && ['script', 'stylesheet', 'image', 'font'].includes(type)) {
      problems.push(`broken ${type}: ${response.status()} ${response.url()}`);
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== ownHost)
      problems.push(`third-party request: ${url.href}`);
  });
  return problems;
}

export function expectNoPageProblems(problems: string[]) {
  expect(problems, 'script errors, CSP violations or third-party requests').toEqual([]);
}

/**
 * `admin`: the administrator's credentials, the account made first if the site has none (any spec
 * can run alone, on a fresh site).
 *
 * Every page test also checks what a visitor never sees but would suffer from: script errors
 * (hydration mismatches included), CSP violations and requests to any third-party host.
 */
export const test = base.extend<{ admin: AdminAccount; pageProblems: string[] }>({
  admin: async ({ request }, use) => {
    await ensureAdmin(request);
    await use(ADMIN);
  },
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems = watchForPageProblems(page, baseURL);
      await use(problems);
      expectNoPageProblems(problems);
    },
    { auto: true },
  ],
});

export { expect };
