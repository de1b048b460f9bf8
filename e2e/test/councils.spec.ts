import { councilMessages } from '@lss/shared/council-messages';
import { nextSession, sessionSlug } from '@lss/shared/sessions';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, logInThroughStorage } from './support/admin.ts';
import { createExecutive, unique, uploadImage } from './support/api.ts';
import { hydrated } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Executive councils by session (issue 17, decision 021): start a new one, keep the old one's page. */

const settingsOf = async (request: APIRequestContext) => (await request.get('/api/settings')).json();

/** Puts the site back on the session it was on, for the specs that share it. */
async function restoreSession(request: APIRequestContext, session: string, added: string) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request)).token}` };
  const council = await request.get(`/api/executives?session=${added}&vacant=include&limit=100`);
  for (const { _id } of (await council.json()) as { _id: string }[])
    await request.delete(`/api/executives/${_id}`, { headers });
  const { updatedAt: _, ...settings } = await settingsOf(request);
  const put = await request.put('/api/settings', { headers, data: { ...settings, currentSession: session } });
  expect(put.ok(), await put.text()).toBe(true);
}

test('start a new session: /about shows the new council, the old one keeps its own page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const before = (await settingsOf(request)).currentSession as string;
  const next = nextSession(before);
  const portrait = await uploadImage(request, [29, 45, 68], [201, 180, 127]);
  await createExecutive(request, {
    name: `Adaeze Okafor ${id}`,
    position: 'President',
    displayOrder: 1,
    imageUrl: portrait,
  });
  await createExecutive(request, {
    name: `Ibrahim Musa ${id}`,
    position: 'General Secretary',
    displayOrder: 2,
  });

  try {
    await logInThroughStorage(page, request);
    await page.goto('/admin/executives');
    await expect(page.getByLabel('Session')).toHaveValue(before);
    await page.getByRole('button', { name: councilMessages.startSession }).click();
    const dialog = page.getByRole('alertdialog', { name: councilMessages.startTitle(next) });
    await expect(dialog.getByLabel(councilMessages.copyPositions(before))).toBeChecked();
    await dialog.getByRole('button', { name: councilMessages.startConfirm(next) }).click();
    await expect(page.getByText(councilMessages.started(next))).toBeVisible();
    await expect(page.getByLabel('Session')).toHaveValue(next);
    // The positions came along, vacant.
    await expect(page.getByRole('link', { name: councilMessages.vacant }).first()).toBeVisible();

    // Fill the new president's chair.
    await createExecutive(request, { name: `Tunde Bakare ${id}`, position: 'President', displayOrder: 1 });
    await page.goto('/about');
    await hydrated(page);
    await expect(page.getByText(`The ${next} Executive Council`)).toBeVisible();
    await expect(page.getByText(`Tunde Bakare ${id}`)).toBeVisible();
    await expect(page.getByText(`Adaeze Okafor ${id}`)).toHaveCount(0);
    const past = page.getByRole('navigation', { name: 'Past councils' });
    await past.getByRole('link', { name: `The ${before} Executive Council` }).click();

    await expect(page).toHaveURL(`/about/councils/${sessionSlug(before)}`);
    await expect(page.getByRole('heading', { level: 1, name: `${before} Executive Council` })).toBeVisible();
    await expect(page.getByText(`Adaeze Okafor ${id}`)).toBeVisible();
    await expect(page.getByText(`Ibrahim Musa ${id}`)).toBeVisible();
    await expect(page.getByText(`Tunde Bakare ${id}`)).toHaveCount(0);

    // Server-rendered, with its own address and a 404 for a session nobody served in.
    const html = await (await request.get(`/about/councils/${sessionSlug(before)}`)).text();
    expect(html).toContain(`Adaeze Okafor ${id}`);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect((await request.get('/about/councils/1990-1991')).status()).toBe(404);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/about/councils/${sessionSlug(before)}`);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, `past-council-${width}`, { fullPage: true });
    }
  } finally {
    await restoreSession(request, before, next);
  }
});
