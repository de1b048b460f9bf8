import AxeBuilder from '@axe-core/playwright';
import { mediaMessages } from '@lss/shared/media-messages';
import type { Page } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createEpisode, createPost, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { drawIdentityImages } from './support/identity-images.ts';
import { hydrated, toasts } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Project "site-wide" (the name's ending): the site settings every page shows (the motto, the logo,
// favicon and hero image, the home page's latest posts and next episode), changed when no other spec
// is reading them, after the "site" project; each is put back at the end.
test.describe.configure({ mode: 'serial' });

test('a settings change shows on the home page', async ({ page, request }) => {
  await logInThroughStorage(page, request);
  await page.goto('/admin/settings');
  const translation = page.getByLabel('Motto Translation', { exact: true });
  await expect(translation).toHaveValue('The welfare of the people shall be the supreme law');
  const original = await translation.inputValue();

  await translation.fill('The good of the people is the highest law');
  await page.getByLabel('X URL', { exact: true }).fill('not a url');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('X URL must be a valid http:// or https:// URL.')).toBeVisible();

  await page.getByLabel('X URL', { exact: true }).fill('https://x.com/unilawrin_');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Site settings saved successfully')).toBeVisible();

  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText('The good of the people is the highest law').first()).toBeVisible();

  // Put the society's words back.
  await page.goto('/admin/settings');
  await translation.fill(original);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Site settings saved successfully')).toBeVisible();
});

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Site settings saved successfully')).toBeVisible();
}

const SOCIETY = "Law Students' Society, University of Ilorin";

// Not in the site project: the identity changes every page's header, tab icon and link preview,
// which other specs read; nothing else runs now, and the identity is cleared at the end.
test('site identity: an uploaded logo, favicon and hero image show in the header, tab, home and link previews; the home page shows the latest posts and the next episode', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const posts = [
    'Moot Court Finals: the Bench Reserves Judgment',
    'Welcome Back, Class of 2027',
    'Inside the Legal Aid Clinic',
    'Notes from the Law Dinner',
  ];
  for (const [index, title] of posts.entries()) {
    await createPost(request, {
      title,
      slug: `identity-${index}-${id}`,
      contentBody: `<p>${title}: the society's report, with the full story for readers of the news page.</p>`,
    });
  }
  // Sooner than any other spec's episode (the soonest is a day and a half ahead), so the home page's
  // next episode is this one.
  await createEpisode(request, {
    title: 'Pupillage, Passion and the Bar Finals',
    guestName: 'Barr. Amaka Nwosu',
    episodeDate: dates.inDays(0.5),
  });

  await logInThroughStorage(page, request);
  await page.goto('/admin/settings');
  const images = await drawIdentityImages(page);
  for (const [label, file] of [
    ['Logo', images.logo],
    ['Favicon', images.favicon],
    ['Hero Image', images.hero],
  ] as const) {
    await page.getByLabel(`Upload ${label}`, { exact: true }).setInputFiles(file);
    // The read-only field holds the uploaded URL; the name it was uploaded with is beside it.
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(/^\/uploads\/[a-f0-9]{32}/);
    await expect(page.getByText(mediaMessages.uploadedAs(file.name))).toBeVisible();
  }
  await saveSettings(page);
  const settings = (await (await request.get('/api/settings')).json()) as Record<string, string>;

  await page.goto('/');
  await hydrated(page);
  const home = page.getByRole('link', { name: `${SOCIETY}, home` });
  await expect(home.getByRole('img', { name: SOCIETY })).toHaveAttribute('src', settings.logoUrl!);
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', settings.faviconUrl!);
  const hero = page.getByRole('region', { name: 'Salus Populi Suprema Lex' });
  await expect(hero.locator('img').first()).toHaveAttribute('src', settings.heroImageUrl!);

  const latest = page.getByRole('region', { name: 'Latest from the Society' });
  await expect(latest.getByRole('article')).toHaveCount(3);
  await expect(latest.getByRole('article').first().getByRole('link')).toHaveText(posts[3]!);
  await expect(latest.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  const episode = page.getByRole('region', { name: 'Pupillage, Passion and the Bar Finals' });
  await expect(episode.getByText('Featuring: Barr. Amaka Nwosu')).toBeVisible();
  await expect(episode.getByRole('link', { name: 'Go to the Podcast' })).toHaveAttribute('href', '/podcast');

  // /events has no picture of its own: its link preview is the society's hero.
  const events = await (await request.get('/events')).text();
  const preview = events.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
  expect(preview).toMatch(/^https?:\/\//);
  expect(new URL(preview).pathname).toBe(settings.heroImageUrl);
  expect(events).toContain(`<link rel="icon" href="${settings.faviconUrl}"/>`);

  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto('/');
      await hydrated(visitor);
      const results = await new AxeBuilder({ page: visitor })
        .include('section[aria-labelledby="hero-motto"]')
        .withRules(['color-contrast'])
        .analyze();
      const failures = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      );
      expect(failures, `hero contrast over the photograph at ${width} px`).toEqual([]);
      await saveScreenshot(visitor, `home-identity-${width}`, { fullPage: true });
    } finally {
      await context.close();
    }
  }

  // Back to the drawn crest and the society's card.
  await page.goto('/admin/settings');
  for (const label of ['Logo', 'Favicon', 'Hero Image']) {
    await page.getByRole('button', { name: `Remove ${label}` }).click();
  }
  await saveSettings(page);
  await page.goto('/');
  await expect(home.getByRole('img')).toHaveCount(0);
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});
