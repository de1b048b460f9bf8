import { test as base, expect } from '@playwright/test';

/**
 * Every page test also checks what a visitor never sees but would suffer from: script errors
 * (hydration mismatches included), CSP violations and requests to any third-party host.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const ownHost = new URL(baseURL ?? 'http://127.0.0.1').host;
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.host !== ownHost)
          problems.push(`third-party request: ${url.href}`);
      });
      await use(problems);
      expect(problems, 'script errors, CSP violations or third-party requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
