import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin } from './support/admin.ts';
import { createEvent, createPost, dates, unique } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * Zero axe violations of impact serious or critical on the admin screen at `path`, opened afresh
 * (a full page load) in `page`.
 */
async function screenViolations(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  // A screen's loading note, not the post editor's autosave line, which stays on the page.
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return await seriousViolations(page);
}

test.describe('admin accessibility (axe)', () => {
  // The parts of the sweep go to different workers.
  test.describe.configure({ mode: 'parallel' });
  let postEdit = '';

  test.beforeAll(async ({ request }) => {
    const id = unique();
    await createEvent(request, { title: `Accessible Admin Event ${id}`, eventDate: dates.inDays(20) });
    const post = await createPost(request, {
      title: `Accessible admin post ${id}`,
      slug: `accessible-admin-post-${id}`,
      contentBody: '<p>Body</p>',
      status: 'draft',
    });
    postEdit = `/admin/post/${post._id}/edit`;
  });

  const screens = [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/events', 'Manage Events'],
    ['/admin/event/new', 'Add New Event'],
    ['/admin/posts', 'Manage Posts'],
    ['POST_EDIT', 'Edit Post'],
    ['/admin/executive/new', 'Add New Executive'],
    ['/admin/material/new', 'Add New Material'],
    ['/admin/podcast/new', 'Schedule New Episode'],
    ['/admin/media', 'Media'],
    ['/admin/messages', 'Messages'],
    ['/admin/members', 'Members'],
    ['/admin/elections', 'Elections'],
    ['/admin/election/new', 'New election'],
    ['/admin/subscribers', 'Subscribers'],
    ['/admin/submissions', 'Article Submissions'],
    ['/admin/settings', 'Site Settings'],
    ['/admin/account', 'Account'],
  ] as const;

  // A sweep of the 17 screens took 40 s a width alone and over 120 s beside the other browser
  // tests on a slow host: each width is swept in three parts, which the workers share.
  const parts = [screens.slice(0, 6), screens.slice(6, 12), screens.slice(12)];
  for (const width of [375, 1280]) {
    parts.forEach((part, index) => {
      test(`admin screens at ${width} px, part ${index + 1} of ${parts.length}`, async ({
        browser,
        request,
      }) => {
        const problems: Record<string, string[]> = {};
        const session = await apiLogin(request);
        // One browser profile for the part, as an administrator's: the screens' assets load once.
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        try {
          const page = await context.newPage();
          await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
            SESSION_STORAGE_KEY,
            JSON.stringify(session),
          ] as const);
          for (const [path, heading] of part) {
            const target = path === 'POST_EDIT' ? postEdit : path;
            const found = await screenViolations(page, target, heading);
            if (found.length) problems[target] = found;
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual({});
      });
    });
  }

  test('login and registration screens', async ({ browser }) => {
    for (const [path, heading] of [
      ['/admin/login', 'Admin Login'],
      ['/register', 'Admin Registration'],
      ['/admin/forgot-password', 'Forgot Your Password'],
      ['/admin/reset-password?token=e2e-a11y', 'Choose a New Password'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
