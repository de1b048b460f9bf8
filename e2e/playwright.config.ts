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
  // One worker a core of CI's machine. A third worker made the step no faster on a slow host
  // (1,033 s against 974 s with two, 2026-12-04) and pushed six stories past their waits.
  workers: 2,
  retries: 0,
  // A test is a visitor's or an administrator's whole story (a dozen pages, e-mails, several
  // browsers); on CI's 2 cores beside other workers, such stories took 23–35 s on a slow day (three
  // workers, 2026-11-29). The limit is there to stop a test that hangs, not to time one.
  timeout: 60_000,
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
  // Browser specs seed what they need through the API (support/api.ts) and get the administrator
  // from the `admin` fixture (support/fixtures.ts), which registers the account if the site has none:
  // any spec runs alone (`npx playwright test test/news.spec.ts`, or with --no-deps on its own fresh
  // server). The chain holds only what truly must run first, plus what must run alone:
  //   empty-site → site → site-wide → import
  projects: [
    // On the fresh site, before anything is seeded: the empty states can only be seen now, and the
    // first administrator registers through /register (admin-first-run.spec.ts) only while no account
    // exists, before any spec's `admin` fixture could make one. That spec makes no content, so it
    // runs beside the empty-site checks.
    { name: 'empty-site', testMatch: [/empty-site\.spec\.ts/, /admin-first-run\.spec\.ts/] },
    {
      name: 'site',
      testIgnore: [
        /empty-site\.spec\.ts/,
        /admin-first-run\.spec\.ts/,
        /site-wide\.spec\.ts/,
        /admin-import\.spec\.ts/,
      ],
      dependencies: ['empty-site'],
    },
    // Changes what every page shows (the motto, logo, favicon, hero, the home page's latest posts),
    // so it runs once nothing else is reading: after the site project, for that reason only (alone:
    // --no-deps).
    { name: 'site-wide', testMatch: /site-wide\.spec\.ts/, dependencies: ['site'] },
    // Imports the WordPress export (33 posts, 8 events: the news, the events and the home page all
    // change), so it runs last, alone (decision 037).
    { name: 'import', testMatch: /admin-import\.spec\.ts/, dependencies: ['site-wide'] },
  ],
});
