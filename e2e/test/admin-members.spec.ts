import { memberRosterMessages as messages } from '@lss/shared/members-messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { importClassList, unique } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Issue 27, the society's side: an editor previews a class list (added, refused and why), imports
 * it, then lapses and verifies a member, on a phone and a laptop; a second import of the same list
 * changes nothing. Each test seeds its own list. Screenshots of the Members screen and the import's
 * preview at 375 and 1280 px go with the other admin screenshots (e2e/screenshots/).
 */

/** A class list as a spreadsheet saves it: a BOM, CRLF, headers in its own words; two rows refused. */
function classList(tag: string, numbers: number) {
  const row = (name: string, email: string, matric: string, level: string) =>
    `${name},${email},${matric},${level}`;
  return [
    '\uFEFFFull Name,E-mail Address,Matric. No.,Level',
    row('Ngozi Nwosu', `ngozi.${tag}@students.unilorin.edu.ng`, `22/55EA${numbers}1`, '100'),
    row('Kunle Ajayi', `kunle.${tag}@students.unilorin.edu.ng`, `22/55EA${numbers}2`, '200 Level'),
    row('Chiamaka Okoro', `chiamaka.${tag}@students.unilorin.edu.ng`, '', 'PG'),
    row('Tunde Bello', `tunde.${tag}-at-students`, `22/55EA${numbers}4`, '300L'),
    row('Ngozi Again', `NGOZI.${tag}@students.unilorin.edu.ng`, `22/55EA${numbers}5`, '100L'),
    '',
  ].join('\r\n');
}

async function openImport(page: Page, csv: string) {
  await page.getByRole('button', { name: messages.importCsv }).click();
  const dialog = page.getByRole('dialog', { name: messages.importTitle });
  await dialog.getByLabel(messages.importFileLabel).setInputFiles({
    name: 'class-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: messages.preview }).click();
  return dialog;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The Members screen on a phone or a laptop, as the administrator, searched for `tag`'s members. */
async function openMembers(page: Page, request: APIRequestContext, width: number, tag: string) {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await logInThroughStorage(page, request);
  await page.goto(`/admin/members?q=${tag}`);
}

for (const width of [375, 1280]) {
  test(`an editor previews a class list: what will be added, what is refused and why, nothing written, at ${width} px`, async ({
    page,
    request,
  }) => {
    const tag = unique();
    const csv = classList(tag, width + 2);
    await openMembers(page, request, width, tag);
    await expect(page.getByText(`No members match “${tag}”.`)).toBeVisible();

    // The preview: what will be added, and what is refused and why. Nothing is written yet.
    const dialog = await openImport(page, csv);
    await expect(dialog.getByRole('status')).toHaveText(messages.previewSummary(3, 0, 0, 2));
    await expect(dialog.getByRole('button', { name: 'Refused (2)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row(page, 'Tunde Bello')).toContainText('Enter a valid email address.');
    await expect(row(page, 'Ngozi Again')).toContainText('The same e-mail address is on line 2 already.');
    await dialog.getByRole('button', { name: 'Added (3)' }).click();
    await expect(row(page, 'Kunle Ajayi')).toContainText('200L');
    await expect(row(page, 'Chiamaka Okoro')).toContainText('Postgraduate');
    await saveScreenshot(dialog, `admin-members-import-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByText(`No members match “${tag}”.`)).toBeVisible();
  });

  test(`an editor imports a class list, then lapses and verifies a member, at ${width} px`, async ({
    page,
    request,
  }) => {
    const tag = unique();
    const csv = classList(tag, width);
    await openMembers(page, request, width, tag);
    await expect(page.getByText(`No members match “${tag}”.`)).toBeVisible();

    const dialog = await openImport(page, csv);
    await dialog.getByRole('button', { name: messages.confirmImport(3) }).click();
    await expect(toasts(page).getByText(messages.importDone(3, 0))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    for (const name of ['Ngozi Nwosu', 'Kunle Ajayi', 'Chiamaka Okoro']) {
      await expect(row(page, name)).toContainText('Verified');
    }
    await expect(page.getByText('3 members match.')).toBeVisible();

    // Lapse one, then verify them again: each after a confirmation naming how many.
    await page.getByRole('checkbox', { name: messages.selectOne('Ngozi Nwosu') }).check();
    await expect(page.getByText(messages.selected(1))).toBeVisible();
    await page.getByRole('toolbar').getByRole('button', { name: messages.lapse }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(messages.lapseConfirm(1));
    await confirm.getByRole('button', { name: messages.lapse }).click();
    await expect(toasts(page).getByText(messages.lapsed(1))).toBeVisible();
    await expect(row(page, 'Ngozi Nwosu')).toContainText('Lapsed');

    await page.getByRole('checkbox', { name: messages.selectOne('Ngozi Nwosu') }).check();
    await page.getByRole('toolbar').getByRole('button', { name: messages.verify }).click();
    confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(/^.*Verify 1 member for \d{4}\/\d{4}\?/);
    await confirm.getByRole('button', { name: messages.verify }).click();
    await expect(toasts(page).getByText(messages.verified(1))).toBeVisible();
    await expect(row(page, 'Ngozi Nwosu')).toContainText('Verified');
  });

  test(`a second import of the same class list changes nothing, at ${width} px`, async ({
    page,
    request,
  }) => {
    const tag = unique();
    const csv = classList(tag, width + 1);
    expect((await importClassList(request, csv)).counts).toMatchObject({ added: 3, refused: 2 });
    await openMembers(page, request, width, tag);
    await expect(page.getByText('3 members match.')).toBeVisible();

    // The same list again changes nothing.
    const dialog = await openImport(page, csv);
    await expect(dialog.getByRole('status')).toHaveText(messages.previewSummary(0, 0, 3, 2));
    await expect(dialog.getByText(messages.nothingToImport)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: messages.cancel }).click();

    await page.getByRole('checkbox', { name: messages.selectOne('Kunle Ajayi') }).check();
    await expect(page.getByText(messages.selected(1))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `admin-members-${width}`, { fullPage: true });
  });
}
