import { createMaterial, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

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

  test('filters by level and type with Apply, by keyboard alone: choosing alone opens nothing (WCAG 3.2.2)', async ({
    page,
  }) => {
    await page.goto('/materials');
    expect((await shown(page)).sort()).toEqual([contract, equity, torts].sort());
    // The page as loaded stays: no page is requested, and the window keeps what was set on it.
    const opened: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') opened.push(request.url());
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stayed = async () => {
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(opened).toEqual([]);
      await expect(page).toHaveURL(/\/materials$/);
    };

    // Tab from the top of the page to the filter, and arrow through its options.
    const level = page.getByLabel('Level');
    const type = page.getByLabel('Type of Material');
    const apply = page.getByRole('button', { name: 'Apply' });
    for (
      let presses = 0;
      presses < 40 && !(await level.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(level).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(level).toHaveValue('200L');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(type).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(type).toHaveValue('Past Question');
    await page.keyboard.press('Tab');
    await expect(apply).toBeFocused();
    await stayed();
    expect((await shown(page)).length).toBe(3);

    // Apply opens the filtered page, whose address carries the filters and whose selects show them.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/materials\?level=200L&materialType=Past\+Question$/);
    await expect.poll(() => shown(page)).toEqual([contract]);
    await expect(level).toHaveValue('200L');
    await expect(type).toHaveValue('Past Question');

    // By pointer too: a choice alone changes nothing; Apply does. All leaves that filter out.
    await type.selectOption('all');
    await expect(page).toHaveURL(/\/materials\?level=200L&materialType=Past\+Question$/);
    expect(await shown(page)).toEqual([contract]);
    await apply.click();
    await expect(page).toHaveURL(/\/materials\?level=200L&materialType=all$/);
    await expect.poll(async () => (await shown(page)).sort()).toEqual([contract, torts].sort());
    await expect(level).toHaveValue('200L');
    await expect(type).toHaveValue('all');

    await level.selectOption('all');
    await apply.click();
    await expect(page).toHaveURL(/\/materials\?level=all&materialType=all$/);
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
