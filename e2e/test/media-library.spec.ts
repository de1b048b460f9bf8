import { mediaMessages } from '@lss/shared/media-messages';
import type { Locator, Page } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { unique, uploadImage } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';
import { gradientPng } from './support/png.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Issue 16, media library: drop a file, give it alt text, pick it for an event, see the alt on the public page. */
test.use({ timezoneId: 'Africa/Lagos' });

/** Drops a PNG on `target` as a person dragging it from their files would (a real DataTransfer). */
async function dropPng(page: Page, target: Locator, name: string) {
  const base64 = gradientPng(640, 400, [29, 45, 68], [201, 180, 127]).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { base64, name },
  );
  // The element itself: its words change while a file hovers over it.
  const element = await target.elementHandle();
  for (const type of ['dragenter', 'dragover', 'drop']) await element!.dispatchEvent(type, { dataTransfer });
}

test('media library: drag-and-drop upload, alt text, pick it for an event, the public page shows the alt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInThroughStorage(page, request);
  // A few earlier uploads, so the library has neighbours.
  for (const colour of [
    [120, 30, 40],
    [40, 90, 60],
  ] as const) {
    await uploadImage(request, [...colour], [230, 220, 190]);
  }
  const fileName = `moot-finals-${unique()}.png`;
  const alt = 'Finalists holding the moot court trophy';
  const title = `Moot Court Finals ${unique()}`;

  await page.goto('/admin/media');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  const zone = page.getByText(mediaMessages.dropZone).locator('..');
  await dropPng(page, zone, fileName);
  await expect(toasts(page).getByText(mediaMessages.uploaded(fileName))).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fileName }) });
  await expect(card).toContainText(/\d+(\.\d)? kB/);
  await expect(card).toContainText(mediaMessages.notUsed);

  await card.getByRole('button', { name: mediaMessages.details(fileName) }).click();
  const details = page.getByRole('dialog', { name: fileName });
  await details.getByLabel(mediaMessages.altLabel).fill(alt);
  await details.getByRole('button', { name: mediaMessages.saveAlt }).click();
  await expect(toasts(page).getByText(mediaMessages.altSaved)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // An event's image picked from the library, not uploaded again.
  await page.goto('/admin/event/new');
  await hydrated(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('The final round.');
  await page.getByLabel('Date & Time', { exact: true }).fill('2031-06-20T18:30');
  await page.getByLabel('Venue', { exact: true }).fill('Faculty of Law Moot Court');
  await page.getByRole('button', { name: `${mediaMessages.chooseFromLibrary}: Image` }).click();
  const picker = page.getByRole('dialog', { name: /^Choose an image/ });
  await picker.getByRole('searchbox', { name: mediaMessages.searchLabel }).fill('moot finals');
  await picker.getByRole('button', { name: mediaMessages.pick(fileName) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue(/^\/uploads\/[a-f0-9]{32}/);
  await expect(page.getByText(mediaMessages.uploadedAs(fileName))).toBeVisible();
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);

  const events = (await (await request.get('/api/events?when=upcoming&limit=100')).json()) as {
    _id: string;
    title: string;
    imageAlt?: string | null;
  }[];
  const created = events.find((event) => event.title === title)!;
  expect(created.imageAlt).toBe(alt);
  await page.goto(`/events/${created._id}`);
  await expect(page.getByRole('img', { name: alt })).toBeVisible();

  // The library says where the file is used, with a link to the event.
  await page.goto('/admin/media');
  await hydrated(page);
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await expect(card).toBeVisible();
    await saveScreenshot(page, `admin-media-${width}`, { fullPage: true });
  }
});
