import { createEvent, dates, unique, uploadImage } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { longDate } from './support/format.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

test.describe('events', () => {
  const id = unique();
  const titles = {
    soon: `Moot Court Trials ${id}`,
    later: `Career Fair ${id}`,
    recent: `Freshers Welcome ${id}`,
    old: `Founders Lecture ${id}`,
  };
  let soon = { _id: '', eventDate: '' };

  test.beforeAll(async ({ request }) => {
    const imageUrl = await uploadImage(request, [29, 45, 68], [201, 180, 127]);
    await createEvent(request, { title: titles.later, eventDate: dates.inDays(40) });
    await createEvent(request, { title: titles.old, eventDate: dates.inDays(-300) });
    soon = await createEvent(request, {
      title: titles.soon,
      eventDate: dates.inDays(3),
      venue: 'Moot Court Room, Faculty of Law',
      description: 'The final round of the inter-class moot court competition.',
      imageUrl,
    });
    await createEvent(request, { title: titles.recent, eventDate: dates.inDays(-5) });
  });

  test('lists upcoming events soonest first, then past events most recent first', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const upcoming = await page
      .getByRole('region', { name: 'Upcoming Events' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    const past = await page
      .getByRole('region', { name: 'Past Events' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(upcoming.filter((title) => title.endsWith(id))).toEqual([titles.soon, titles.later]);
    expect(past.filter((title) => title.endsWith(id))).toEqual([titles.recent, titles.old]);
  });

  test('a card leads to the event: title, US long date, venue, description and image', async ({ page }) => {
    await page.goto('/events');
    await hydrated(page);
    await page.getByRole('link', { name: titles.soon }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${soon._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.soon);
    await expect(page.getByText(longDate(soon.eventDate))).toBeVisible();
    await expect(page.getByText('Moot Court Room, Faculty of Law')).toBeVisible();
    await expect(page.getByText('The final round of the inter-class moot court competition.')).toBeVisible();
    const image = page.getByRole('img', { name: titles.soon });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page).toHaveTitle(new RegExp(`^${titles.soon} \\|`));

    const calendar = page.getByRole('link', { name: 'Add to Calendar' });
    await expect(calendar).toHaveAttribute('href', `/events/${soon._id}/event.ics`);
    const ics = await page.request.get(`/events/${soon._id}/event.ics`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain(titles.soon);
  });

  test('a missing event: "Event Not Found." with a way back, a toast and HTTP 404', async ({ page }) => {
    const response = await page.goto('/events/no-such-event');
    await hydrated(page);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Not Found.');
    await expect(toasts(page).getByText('Could not find the requested event.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
