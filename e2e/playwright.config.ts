import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built app, started the way `npm start` starts it (global-setup.ts).
 * The port is fixed here because every worker loads this file; override with E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './test',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  outputDir: 'test-results',
  use: {
    ...chromium,
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Runs first, on the fresh, empty site: the empty states can only be seen before any seeding.
    { name: 'empty-site', testMatch: /empty-site\.spec\.ts/ },
    // The admin area's first run (issue 4): registers the first administrator through /register, and
    // changes site settings while nothing else is reading them.
    { name: 'first-admin', testMatch: /admin-first-run\.spec\.ts/, dependencies: ['empty-site'] },
    {
      name: 'site',
      testIgnore: [/empty-site\.spec\.ts/, /admin-first-run\.spec\.ts/],
      dependencies: ['first-admin'],
    },
  ],
});
