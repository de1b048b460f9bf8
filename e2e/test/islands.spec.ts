import { publicMessages } from '@lss/shared/public-messages';
import type { Page } from '@playwright/test';
import { createEpisode, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { toasts } from './support/page-helpers.ts';

/**
 * Islands that load on use (decision 028): a page whose forms work without script loads none until
 * the visitor first focuses, presses or types in one; then the runtime and the island's files come,
 * and what the visitor did meanwhile is kept. None of these tests calls `hydrated()`, which wakes
 * such islands itself.
 */

/** The scripts the page has requested so far, by file name without its hash. */
function scriptsOf(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      requested.push(new URL(request.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  });
  return requested;
}

/** Holds the island module `name` (e.g. 'contact-form.island') until `release()`. */
async function hold(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { requested, release };
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);

const waitHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);

const contactFields = (page: Page) => ({
  name: page.getByLabel('Name', { exact: true }),
  email: page.getByRole('main').getByLabel('Email', { exact: true }),
  message: page.getByLabel('Message', { exact: true }),
  send: page.getByRole('button', { name: 'Send Message' }),
});

test.describe('islands that load on use', () => {
  test('a page whose islands all load on use requests no script; the first focus, by keyboard, loads and hydrates', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    // The materials filter is a plain GET form (WCAG 3.2.2: a choice opens nothing until Apply): no
    // island to load, not even on use.
    await page.goto('/materials', { waitUntil: 'networkidle' });
    await page.getByLabel('Level').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-island][data-load="on-use"], script[data-files]')).toHaveCount(0);
    expect(scripts, '/materials').toEqual([]);
    for (const url of ['/submit', '/contact']) {
      await page.goto(url, { waitUntil: 'networkidle' });
      expect(scripts, url).toEqual([]);
      await expect(page.locator('[data-island][data-load="on-use"] + script[data-files]'), url).toHaveCount(
        1,
      );
    }

    // Tab from the contact form's heading into its first field.
    const { name } = contactFields(page);
    await page.getByRole('heading', { name: 'Send us a message' }).click();
    await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await waitHydrated(page);
    expect(scripts).toContain('islands-client');
    expect(scripts).toContain('contact-form.island');
    // Hydration moved nothing: the field keeps the focus, and the visitor types on.
    await expect(name).toBeFocused();
    await page.keyboard.type('Tunde');
    await expect(name).toHaveValue('Tunde');
    // The form is the island's now: blank fields are refused in place, with a toast.
    await contactFields(page).send.click();
    await expect(toasts(page).getByText(publicMessages.contactFieldsRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('what is typed before the island’s script arrives is kept, and the form is then sent in place', async ({
    page,
  }) => {
    const module = await hold(page, 'contact-form.island');
    await page.goto('/contact');
    const { name, email, message, send } = contactFields(page);
    await name.pressSequentially('Ngozi Eze');
    await email.fill('ngozi@example.org');
    await message.pressSequentially('Typed while the script was on its way.');
    await module.requested;
    expect(await isHydrated(page)).toBe(false);

    module.release();
    await waitHydrated(page);
    await expect(name).toHaveValue('Ngozi Eze');
    await expect(email).toHaveValue('ngozi@example.org');
    await expect(message).toHaveValue('Typed while the script was on its way.');
    // A key in one field renders the island again: the others keep what was typed too.
    await name.press('End');
    await name.press('!');
    await expect(message).toHaveValue('Typed while the script was on its way.');

    await send.click();
    await expect(toasts(page).getByText(publicMessages.contactThanks('Ngozi Eze!'))).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(name).toHaveValue('');
    await expect(message).toHaveValue('');
  });

  test('a form sent before its island is live goes as the plain form', async ({ page }) => {
    await hold(page, 'contact-form.island');
    await page.goto('/contact');
    const { name, email, message, send } = contactFields(page);
    await name.fill('Halima Bello');
    await email.fill('halima@example.org');
    await message.fill('Sent before any script could help.');
    await send.click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByText(publicMessages.contactReceived)).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the podcast countdown ticks from the start; the library loads when the visitor searches, keeping what was typed', async ({
    page,
  }) => {
    const id = unique();
    const title = `Torts at Dusk ${id}`;
    await createEpisode(page.request, { title, episodeDate: dates.inDays(-900) });
    await createEpisode(page.request, { title: `Upcoming ${id}`, episodeDate: dates.inDays(3) });
    const scripts = scriptsOf(page);
    const library = await hold(page, 'episode-library.island');
    await page.goto('/podcast', { waitUntil: 'networkidle' });
    await waitHydrated(page);
    expect(scripts).toContain('upcoming-episode.island');
    expect(scripts).not.toContain('episode-library.island');
    const seconds = page.getByRole('timer').locator('[data-unit="secs"]');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '');

    const search = page.getByRole('searchbox', { name: 'Search episodes' });
    await search.pressSequentially(`Dusk ${id}`);
    await library.requested;
    expect(await isHydrated(page)).toBe(false);
    library.release();
    await waitHydrated(page);
    await expect(search).toHaveValue(`Dusk ${id}`);
    await expect(search).toBeFocused();
    const region = page.getByRole('region', { name: 'Episode Library' });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([title]);
    await expect(page).toHaveURL(new RegExp(`/podcast\\?q=Dusk\\+${id}$`));
  });
});
