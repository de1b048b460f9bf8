import { createEvent, createExecutive, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { longDate } from './support/format.ts';

test.describe('home and about', () => {
  const id = unique();
  const president = `Tolulope ${id} Adeyemi`;
  const secretary = `Ifeoma ${id} Nwosu`;
  const treasurer = `Musa ${id} Garba`;
  let featuredTitle = '';
  let featuredDate = '';

  test.beforeAll(async ({ request }) => {
    await createExecutive(request, { name: treasurer, position: 'Treasurer', displayOrder: 30 });
    await createExecutive(request, {
      name: president,
      position: 'President',
      displayOrder: 10,
      isFeatured: true,
    });
    await createExecutive(request, { name: secretary, position: 'General Secretary', displayOrder: 20 });
    const event = await createEvent(request, {
      title: `Annual Law Dinner ${id}`,
      eventDate: dates.inDays(1),
      isFeatured: true,
      venue: 'University Auditorium',
    });
    featuredTitle = event.title;
    featuredDate = event.eventDate;
  });

  test('home: motto hero, the three pillars, leadership, NEXT UP and the call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salus Populi Suprema Lex');
    await expect(page.getByText('The welfare of the people shall be the supreme law').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover Our Mission' })).toHaveAttribute('href', '/about');
    for (const pillar of ['Academic Excellence', 'Professional Development', 'Community & Advocacy']) {
      await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
    }

    const leadership = page.getByRole('region', { name: 'Our Leadership' });
    await expect(leadership.getByRole('heading', { name: president })).toBeVisible();
    await expect(leadership.getByText(secretary)).toHaveCount(0);
    await expect(leadership.getByRole('link', { name: new RegExp(president) })).toHaveAttribute(
      'href',
      '/about',
    );

    const nextUp = page.getByRole('region', { name: 'NEXT UP' });
    // The soonest upcoming featured event is the one shown (decisions.md, Events).
    await expect(nextUp.getByRole('heading', { name: featuredTitle })).toBeVisible();
    await expect(nextUp.getByText(longDate(featuredDate))).toBeVisible();
    await expect(nextUp.getByRole('link', { name: 'See All Events' })).toHaveAttribute('href', '/events');

    const cta = page.getByRole('region', { name: 'Be part of a tradition of advocacy and learning' });
    await expect(cta.getByRole('link', { name: 'Attend an Event' })).toHaveAttribute('href', '/events');
    await expect(cta.getByRole('link', { name: 'Read Our News' })).toHaveAttribute('href', '/news');
  });

  test('about: motto with translation, mission, legacy and every executive in display order', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the LSS');
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Legacy', exact: true })).toBeVisible();
    await expect(page.getByText('The welfare of the people shall be the supreme law').first()).toBeVisible();

    const custodians = page.getByRole('region', { name: 'Custodians of Our Legacy' });
    const names = await custodians.getByRole('heading', { level: 3 }).allTextContents();
    const ours = names.filter((name) => name.includes(id));
    expect(ours).toEqual([president, secretary, treasurer]);
    // No photo uploaded: a monogram of the initials stands in.
    const card = custodians.getByRole('listitem').filter({ hasText: treasurer });
    await expect(card.getByText('MG', { exact: true })).toBeVisible();
  });
});
