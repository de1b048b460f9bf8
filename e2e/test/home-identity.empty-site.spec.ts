import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-helpers.ts';

// Project "empty-site" (the name's ending): a brand-new site with no posts, no episodes and no
// identity images yet.
test('home on an empty site: no latest posts, no next episode, the drawn crest and the society card', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Salus Populi Suprema Lex' })).toBeVisible();
  await expect(page.getByText('Latest from the Society')).toHaveCount(0);
  await expect(page.getByText('Next Episode: Law & Vibes')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'NEXT UP' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Salus Populi Suprema Lex' }).locator('img')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /og-default/);
});
