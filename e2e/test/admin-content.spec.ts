import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { apiMessages } from '@lss/shared/api-messages';
import { mediaMessages } from '@lss/shared/media-messages';
import { deleteWithConfirmation, logInThroughStorage, pdfFile, pngFile } from './support/admin.ts';
import { unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

// Local date-time in the forms is the administrator's own clock; pin it so the expectations hold
// on any machine (the public pages print the society's zone, which is the same here).
test.use({ timezoneId: 'Africa/Lagos' });

test.beforeEach(async ({ page, request }) => {
  await logInThroughStorage(page, request);
});

test('events: create with an uploaded image, see it listed and public, edit, delete', async ({ page }) => {
  const title = `Moot Court Finals ${unique()}`;
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();

  // Spec §5: the required fields first.
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(toasts(page).getByText(adminMessages.requiredFields)).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('The final round of the inter-faculty moot.');
  await page.getByLabel('Date & Time', { exact: true }).fill('2031-05-20T18:30');
  await page.getByLabel('Venue', { exact: true }).fill('Faculty of Law Moot Court');
  await page.getByLabel('Organiser', { exact: true }).fill('Moot Court Committee');
  await expect(page.getByLabel('Image', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('Upload Image').setInputFiles(pngFile('poster.png'));
  await expect(toasts(page).getByText(successMessages.imageUploaded)).toBeVisible();
  // The read-only field holds the uploaded URL (spec §5); the name it was uploaded with is beside it.
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue(
    /^\/uploads\/[a-f0-9]{32}_\d+x\d+\.png$/,
  );
  await expect(page.getByText(mediaMessages.uploadedAs('poster.png'))).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Event' }).click();

  await expect(toasts(page).getByText(successMessages.eventCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('May 20, 2031, 6:30 PM');
  await expect(row).toContainText('No');

  await page.goto('/events');
  await hydrated(page);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Faculty of Law Moot Court').first()).toBeVisible();
  await expect(page.getByText('May 20, 2031').first()).toBeVisible();
  const organiser = page.getByRole('term').filter({ hasText: 'Organiser' });
  await expect(organiser).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Moot Court Committee' })).toBeVisible();

  await page.goto('/admin/events');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  // Opening the form does not move the event in time.
  await expect(page.getByLabel('Date & Time', { exact: true })).toHaveValue('2031-05-20T18:30');
  await page.getByLabel('Title', { exact: true }).fill(`${title} (rescheduled)`);
  await page.getByLabel('Date & Time', { exact: true }).fill('2031-05-21T10:00');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(toasts(page).getByText(successMessages.eventUpdated)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${title} (rescheduled)` })).toContainText(
    'May 21, 2031, 10:00 AM',
  );

  await deleteWithConfirmation(page, `${title} (rescheduled)`, confirmMessages.deleteEvent);
  await expect(toasts(page).getByText(successMessages.eventDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('posts: write with the editor, publish, see it on /news, preview, edit, delete', async ({
  page,
  admin,
}) => {
  const id = unique();
  const title = `Welcome to the ${id} Session`;
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`welcome-to-the-${id}-session`);

  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('The society welcomes every student. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Attendance is free.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Moot court');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Debates');
  await expect(editor.locator('strong')).toHaveText('Attendance is free.');
  await expect(editor.locator('li')).toHaveCount(2);

  await page.getByLabel('Upload Cover Image').setInputFiles(pngFile('cover.png'));
  await expect(toasts(page).getByText(successMessages.imageUploadedShort)).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');
  await page.getByLabel('Status', { exact: true }).selectOption('published');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /Preview/ });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText(`By ${admin.fullName}`)).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Attendance is free.' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(toasts(page).getByText(successMessages.postCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('PUBLISHED')).toBeVisible();

  await page.goto(`/news/welcome-to-the-${id}-session`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(admin.fullName).first()).toBeVisible();
  await expect(page.locator('.prose-lss strong')).toHaveText('Attendance is free.');
  await expect(page.locator('.prose-lss li')).toHaveCount(2);

  await page.goto('/admin/posts');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  // The slug is made from the title on create only.
  await page.getByLabel('Title', { exact: true }).fill(`${title}, revised`);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`welcome-to-the-${id}-session`);
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toasts(page).getByText(successMessages.postUpdated)).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${title}, revised` })
      .getByText('DRAFT'),
  ).toBeVisible();

  // A draft is not public.
  const response = await page.goto(`/news/welcome-to-the-${id}-session`);
  expect(response?.status()).toBe(404);

  await page.goto('/admin/posts');
  await deleteWithConfirmation(page, `${title}, revised`, confirmMessages.deletePost);
  await expect(toasts(page).getByText(successMessages.postDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('executives: add with a portrait, see the profile on /about, edit, delete', async ({ page }) => {
  const name = `Chiamaka ${unique()} Eze`;
  await page.goto('/admin/executives');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Executives' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Executive' }).click();
  await expect(page).toHaveURL(/\/admin\/executive\/new$/);
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Position / Title', { exact: true }).fill('Director of Moot');
  await page.getByLabel('Display Order', { exact: true }).fill('7');
  await page.getByLabel('Upload Profile Image').setInputFiles(pngFile('portrait.png'));
  await expect(toasts(page).getByText(successMessages.imageUploaded)).toBeVisible();
  await page.getByLabel('Feature this Executive on the Homepage (sets them as President)?').check();
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await expect(toasts(page).getByText(successMessages.executiveCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/executives$/);
  for (const column of ['NAME', 'POSITION', 'DISPLAY ORDER', 'FEATURED', 'ACTIONS']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Director of Moot');
  await expect(row).toContainText('7');
  await expect(row).toContainText('Yes');

  await page.goto('/about');
  await hydrated(page);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/admin/executives');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Position / Title', { exact: true })).toHaveValue('Director of Moot');
  await page.getByLabel('Position / Title', { exact: true }).fill('Director of Mooting');
  await page.getByLabel('Feature this Executive on the Homepage (sets them as President)?').uncheck();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toasts(page).getByText(successMessages.executiveUpdated)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Director of Mooting');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('No');

  await deleteWithConfirmation(page, name, confirmMessages.deleteExecutive);
  await expect(toasts(page).getByText(successMessages.executiveDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('materials: a file first, then create with a PDF, see it on /materials, edit, delete', async ({
  page,
}) => {
  const title = `Law of Contract ${unique()}`;
  await page.goto('/admin/materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Materials' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Material' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create Material' }).click();
  await expect(toasts(page).getByText(adminMessages.uploadFileFirst)).toBeVisible();

  await page.getByLabel('Description', { exact: true }).fill('Past questions, 2019 to 2024.');
  await page.getByLabel('Level', { exact: true }).selectOption('300L');
  await page.getByLabel('Type of Material', { exact: true }).selectOption('Past Question');
  await expect(page.getByText('PDF, DOC, PNG, JPG')).toBeVisible();
  await page.getByLabel('Upload File').setInputFiles(pdfFile('contract-past-questions.pdf'));
  await expect(toasts(page).getByText(successMessages.fileUploaded)).toBeVisible();
  // The read-only field holds the uploaded URL (spec §5); the name it was uploaded with is beside it.
  const file = page.getByLabel('File', { exact: true });
  await expect(file).toHaveValue(/^\/uploads\/[\w-]+\.pdf$/);
  await expect(file).toHaveAttribute('title', /^\/uploads\/[\w-]+\.pdf$/);
  await expect(page.getByText(mediaMessages.uploadedAs('contract-past-questions.pdf'))).toBeVisible();
  await expect(page.getByText('PDF', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create Material' }).click();

  await expect(toasts(page).getByText(successMessages.materialCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/materials$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('300L');
  await expect(row).toContainText('Past Question');

  await page.goto('/materials');
  await hydrated(page);
  await expect(page.getByText(title).first()).toBeVisible();

  await page.goto('/admin/materials');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Level', { exact: true })).toHaveValue('300L');
  await page.getByLabel('Level', { exact: true }).selectOption('400L');
  await page.getByRole('button', { name: 'Update Material' }).click();
  await expect(toasts(page).getByText(successMessages.materialUpdated)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('400L');

  await deleteWithConfirmation(page, title, confirmMessages.deleteMaterial);
  await expect(toasts(page).getByText(successMessages.materialDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('podcast: schedule, see it in the public library, reschedule as Upcoming, delete', async ({ page }) => {
  const title = `Law & Vibes: Tenancy ${unique()}`;
  await page.goto('/admin/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Podcast Episodes' })).toBeVisible();
  await page.getByRole('link', { name: 'Schedule New Episode' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Your rights as a student tenant.');
  await page.getByLabel('Date & Time', { exact: true }).fill('2025-02-14T20:00');
  await page.getByLabel('X Space Link', { exact: true }).fill('not a link');
  await page.getByRole('button', { name: 'Save Episode' }).click();
  await expect(toasts(page).getByText('X Space Link must be a valid http:// or https:// URL.')).toBeVisible();
  await page.getByLabel('X Space Link', { exact: true }).fill('https://x.com/i/spaces/1OwxWzzyBvdJQ');
  await page.getByRole('button', { name: 'Save Episode' }).click();

  await expect(toasts(page).getByText(successMessages.episodeScheduled)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/podcast$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('N/A');
  await expect(row).toContainText('Feb 14, 2025, 8:00 PM');
  await expect(row).toContainText('Archived');

  await page.goto('/podcast');
  await hydrated(page);
  await page.getByPlaceholder('Search by title or guest...').fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/admin/podcast');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Date & Time', { exact: true })).toHaveValue('2025-02-14T20:00');
  await page.getByLabel('Guest Name', { exact: true }).fill('Barr. Funke Adebayo');
  await page.getByLabel('Date & Time', { exact: true }).fill('2032-02-14T20:00');
  await page.getByRole('button', { name: 'Save Episode' }).click();
  await expect(toasts(page).getByText(successMessages.episodeUpdated)).toBeVisible();
  const updated = page.getByRole('row').filter({ hasText: title });
  await expect(updated).toContainText('Barr. Funke Adebayo');
  await expect(updated).toContainText('Upcoming');

  await deleteWithConfirmation(page, title, confirmMessages.deleteEpisode);
  await expect(toasts(page).getByText(successMessages.episodeDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('the dashboard counts each content type and links to its list', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const [label, path] of [
    ['Events', '/admin/events'],
    ['Posts', '/admin/posts'],
    ['Executives', '/admin/executives'],
    ['Materials', '/admin/materials'],
    ['Podcasts', '/admin/podcast'],
    ['Unread messages', '/admin/messages'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}: \\d+\\.`) })).toHaveAttribute(
      'href',
      path,
    );
  }
});

test('an unsupported file is refused with the spec text and the server reason', async ({ page }) => {
  await page.goto('/admin/event/new');
  await page.getByLabel('Upload Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Plain text is not an image.'),
  });
  await expect(toasts(page).getByText(adminMessages.imageUploadFailedRetry)).toBeVisible();
  await expect(toasts(page).getByText(apiMessages.uploadUnsupported)).toBeVisible();
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Create Event' })).toBeEnabled();
});
