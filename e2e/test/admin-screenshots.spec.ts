import { expect, test } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createEvent, createPost, dates, uploadImage } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Screenshots of the admin area for people to look at (e2e/screenshots/, git-ignored): the
 * dashboard, a list and the post editor, on a phone (375 px) and a laptop (1280 px).
 */

test.describe('admin screenshots', () => {
  let postEditPath = '';

  test.beforeAll(async ({ request }) => {
    const cover = await uploadImage(request, [29, 45, 68], [201, 180, 127]);
    await createEvent(request, {
      title: 'Inter-Faculty Debate: The Future of Legal Education',
      eventDate: dates.inDays(40),
      venue: 'Faculty of Law Lecture Theatre',
      imageUrl: cover,
    });
    const post = await createPost(request, {
      title: 'Freshers’ Orientation: Your First Week at the Faculty',
      slug: `freshers-orientation-${Date.now()}`,
      contentBody:
        '<h2>Welcome</h2><p>The society welcomes every new law student. <strong>Orientation starts on Monday</strong> at the Faculty auditorium.</p><ul><li>Meet your executives</li><li>Tour the law library</li></ul>',
      status: 'draft',
      coverImageUrl: cover,
    });
    postEditPath = `/admin/post/${post._id}/edit`;
  });

  for (const width of [375, 1280]) {
    test(`dashboard, events list and post editor at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await logInThroughStorage(page, request);

      await page.goto('/admin/dashboard');
      await expect(page.getByRole('link', { name: /^Events: \d+\./ })).toBeVisible();
      await saveScreenshot(page, `admin-dashboard-${width}`, { fullPage: true });

      await page.goto('/admin/events');
      await expect(page.getByRole('row').first()).toBeVisible();
      await saveScreenshot(page, `admin-events-${width}`, { fullPage: true });

      await page.goto(postEditPath);
      await expect(page.getByRole('textbox', { name: 'Content' })).toContainText(
        'Orientation starts on Monday',
      );
      // The cover image's preview keeps the form's spacing before the next field (it once touched it).
      const preview = await page.getByRole('img', { name: 'Cover Image preview' }).boundingBox();
      const status = await page.getByText('Status', { exact: true }).boundingBox();
      expect(status!.y - (preview!.y + preview!.height)).toBeGreaterThanOrEqual(16);
      await saveScreenshot(page, `admin-post-editor-${width}`, { fullPage: true });
    });
  }
});
