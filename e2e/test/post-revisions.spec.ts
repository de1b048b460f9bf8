import { expect, test } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createPost, unique } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Issue 16: a draft saves itself ('Saved' appears, a reload shows the text), each save is a
 * revision, and an older version can be opened and restored. Screenshots of the editor with its
 * revisions at 375 and 1280 px go where the other admin screenshots go (e2e/screenshots/).
 */

test.describe('post autosave and revisions', () => {
  test('a draft saves itself, and an older version comes back', async ({ page, request }) => {
    test.setTimeout(90_000);
    const post = await createPost(request, {
      title: 'Moot Court Report',
      slug: `moot-report-${unique()}`,
      contentBody: '<p>The first draft of the report.</p>',
      status: 'draft',
    });
    await logInThroughStorage(page, request);
    await page.goto(`/admin/post/${post._id}/edit`);

    const title = page.getByLabel('Title');
    await title.fill('Moot Court Report: the finals');
    const status = page.getByRole('status').filter({ hasText: /Sav|Not saved/ });
    await expect(status).toHaveText(/^Saved at /, { timeout: 15_000 });

    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('Moot Court Report: the finals');

    // A second change, saved by hand this time.
    await page.getByLabel('Byline').fill('Amaka Obi, 300L');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Posts' })).toBeVisible();
    await page.goto(`/admin/post/${post._id}/edit`);

    await page.getByRole('button', { name: 'Revisions' }).click();
    const panel = page.getByRole('dialog', { name: 'Revisions' });
    const versions = panel.getByRole('listitem');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Saved');
    await expect(versions.nth(1)).toContainText('Autosaved');
    await expect(versions.nth(2)).toContainText('Moot Court Report');

    await versions.nth(2).getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moot Court Report' })).toBeVisible();
    // The open version names the dialog ('Saved …'); the article is the version, read-only.
    await expect(
      page.getByRole('dialog').getByRole('article').getByText('The first draft of the report.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText('Version restored')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Moot Court Report');
    await expect(page.getByLabel('Byline')).toHaveValue('');

    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('Moot Court Report');
    await page.getByRole('button', { name: 'Revisions' }).click();
    await expect(page.getByRole('dialog', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('dialog', { name: 'Revisions' }).getByRole('listitem').first()).toContainText(
      'Restored',
    );
  });

  for (const width of [375, 1280]) {
    test(`screenshots of the post editor and its revisions at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      const post = await createPost(request, {
        title: 'Law Week 2026: What Happened',
        slug: `law-week-${unique()}`,
        contentBody:
          '<h2>Day one</h2><p>The society opened Law Week with a lecture on access to justice.</p>',
        status: 'draft',
      });
      await logInThroughStorage(page, request);
      await page.goto(`/admin/post/${post._id}/edit`);
      await page.getByLabel('Excerpt').fill('A week of lectures, a moot and a dinner: the highlights.');
      await page.getByLabel('Byline').fill('Tolu Bello, 400L');
      await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible({ timeout: 15_000 });
      await saveScreenshot(page, `admin-post-editor-autosave-${width}`, { fullPage: true });

      await page.getByRole('button', { name: 'Revisions' }).click();
      await expect(page.getByRole('dialog', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(2);
      await saveScreenshot(page, `admin-post-revisions-${width}`);
      await page
        .getByRole('dialog', { name: 'Revisions' })
        .getByRole('listitem')
        .last()
        .getByRole('button')
        .click();
      await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible();
      await saveScreenshot(page, `admin-post-revision-view-${width}`);
    });
  }
});
