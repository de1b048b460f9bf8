import { createMaterial, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

test.describe('materials', () => {
  const id = unique();
  const torts = `Law of Torts Notes ${id}`;
  const contract = `Contract Past Questions ${id}`;
  const equity = `Equity Handout ${id}`;

  test.beforeAll(async ({ request }) => {
    await createMaterial(request, {
      title: torts,
      level: '200L',
      materialType: 'Lecture Note',
      description: 'Negligence and duty of care.',
    });
    await createMaterial(request, { title: contract, level: '200L', materialType: 'Past Question' });
    await createMaterial(request, { title: equity, level: '400L', materialType: 'Handout' });
  });

  const shown = async (page: import('@playwright/test').Page) =>
    (
      await page
        .getByRole('region', { name: 'Materials' })
        .getByRole('heading', { level: 2 })
        .allTextContents()
    ).filter((t) => t.endsWith(id));

  test('filters by level and type, with the filters in the address', async ({ page }) => {
    await page.goto('/materials');
    await hydrated(page);
    expect((await shown(page)).sort()).toEqual([contract, equity, torts].sort());

    // A choice opens the filtered page (an ordinary page load, decision 028), whose filters are live
    // once hydrated.
    await page.getByLabel('Level').selectOption('200L');
    await expect(page).toHaveURL(/\/materials\?level=200L$/);
    await hydrated(page);
    await expect.poll(async () => (await shown(page)).sort()).toEqual([contract, torts].sort());

    await page.getByLabel('Type of Material').selectOption('Past Question');
    await expect(page).toHaveURL(/level=200L&materialType=Past\+Question/);
    await hydrated(page);
    await expect.poll(() => shown(page)).toEqual([contract]);

    await page.getByLabel('Level').selectOption('all');
    await expect(page).toHaveURL(/\/materials\?materialType=Past\+Question$/);
    await hydrated(page);
    await page.getByLabel('Type of Material').selectOption('all');
    await expect(page).toHaveURL(/\/materials$/);
    await expect.poll(async () => (await shown(page)).length).toBe(3);
  });

  test('a shared filtered link opens filtered, and each material can be downloaded', async ({ page }) => {
    await page.goto('/materials?level=400L&materialType=Handout');
    await expect(page.getByLabel('Level')).toHaveValue('400L');
    await expect(page.getByLabel('Type of Material')).toHaveValue('Handout');
    await expect.poll(() => shown(page)).toEqual([equity]);
    const card = page.getByRole('article').filter({ hasText: equity });
    await expect(card.getByText('Handout · 400L')).toBeVisible();
    await expect(card.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      `https://files.lss.example.org/${encodeURIComponent(equity)}.pdf`,
    );
  });

  test('a filter with no match says so', async ({ page }) => {
    await page.goto(`/materials?level=500L&materialType=Textbook`);
    await expect(page.getByText('No materials match these filters yet.')).toBeVisible();
  });
});
