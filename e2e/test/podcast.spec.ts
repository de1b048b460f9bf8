import { createEpisode, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { shortDate } from './support/format.ts';
import { hydrated } from './support/page-helpers.ts';

test.describe('Law & Vibes podcast hub', () => {
  const id = unique();
  const archived = [
    {
      title: `Inside the Moot Court ${id}`,
      guestName: 'Justice Halima Bello',
      episodeDate: dates.inDays(-20),
    },
    { title: `Torts Over Tea ${id}`, guestName: 'Barr. Kemi Adeyemi', episodeDate: dates.inDays(-40) },
    { title: `Exam Season Survival ${id}`, guestName: null, episodeDate: dates.inDays(-60) },
  ];

  test.beforeAll(async ({ request }) => {
    for (const episode of archived) await createEpisode(request, episode);
  });

  test('the countdown ticks every second, then turns to Live Now! without a reload', async ({
    page,
    request,
  }) => {
    const title = `Live From the Faculty ${id}`;
    const episodeDate = dates.inSeconds(9);
    await createEpisode(request, { title, guestName: 'Dr. Femi Akande', episodeDate });
    await page.goto('/podcast');
    await hydrated(page);

    const hero = page.getByRole('region', { name: title });
    await expect(hero.getByText('Next Episode: Law & Vibes')).toBeVisible();
    await expect(hero.getByText('Featuring: Dr. Femi Akande')).toBeVisible();
    for (const unit of ['days', 'hours', 'mins', 'secs'])
      await expect(hero.getByText(unit, { exact: true })).toBeVisible();
    const secs = hero.locator('[data-unit="secs"]');
    await expect(hero.locator('[data-unit="days"]')).toHaveText('00');
    const first = await secs.textContent();
    expect(first).toMatch(/^\d\d$/);
    await expect(secs).not.toHaveText(first ?? '', { timeout: 2500 });

    const reminder = hero.getByRole('link', { name: /Set a Reminder/ });
    await expect(reminder).toHaveAttribute('target', '_blank');
    await expect(reminder).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(hero.getByText('Live Now!')).toBeVisible({ timeout: 15_000 });
    const join = hero.getByRole('link', { name: /Join Live Space/ });
    await expect(join).toHaveAttribute('href', 'https://x.com/i/spaces/1yNGaYkLZqXKj');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(hero.getByRole('timer')).toHaveCount(0);
  });

  test('without a guest the hero invites to the X Space', async ({ page, request }) => {
    const title = `Open Mic Night ${id}`;
    // Sooner than any other spec's upcoming episode, so it is the one in the hero.
    await createEpisode(request, { title, guestName: null, episodeDate: dates.inDays(1.5) });
    await page.goto('/podcast');
    const hero = page.getByRole('region', { name: title });
    await expect(hero.getByText('Join the conversation on X Spaces')).toBeVisible();
    await expect(hero.locator('[data-unit="days"]')).toHaveText(/^0[12]$/);
  });

  test('the library shows archived episodes and searches by title or guest, ignoring case', async ({
    page,
  }) => {
    await page.goto('/podcast');
    await hydrated(page);
    const library = page.getByRole('region', { name: 'Episode Library' });
    const card = library.getByRole('article').filter({ hasText: archived[0]!.title });
    await expect(card.getByText(shortDate(archived[0]!.episodeDate))).toBeVisible();
    await expect(card.getByText('w/ Justice Halima Bello')).toBeVisible();
    await expect(card.getByRole('link', { name: /Listen to Recording/ })).toHaveAttribute('target', '_blank');

    const search = library.getByPlaceholder('Search by title or guest...');
    await search.fill(`TORTS OVER TEA ${id.toUpperCase()}`);
    await expect(library.getByRole('heading', { level: 3 })).toHaveText([archived[1]!.title]);
    await search.fill('halima bello');
    await expect(library.getByRole('heading', { level: 3 }).filter({ hasText: id })).toHaveText([
      archived[0]!.title,
    ]);
    await search.fill('no such episode anywhere');
    await expect(library.getByText('No episodes found matching your search.')).toBeVisible();
  });
});
