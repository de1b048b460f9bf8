import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { expect, type Page, test } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createEvent, dates, unique } from './support/api.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';
import { hydrated } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Event registration (issues 17 and 23): double opt-in through the e-mailed link's page, the waiting
 * list, the e-mailed cancel link, and the door.
 */

/** The confirmation link e-mailed to `email` (double opt-in). */
const confirmLinkTo = async (email: string) => {
  const mail = await latestMailTo(email, { subject: /^Confirm your registration: / });
  expect(mail.text).toMatch(/^Hello,/);
  const link = new URL(linkIn(mail, /^\/rsvp\/confirm$/));
  return `${link.pathname}${link.search}`;
};

/** Registers (202 pending), then confirms with the token of the e-mailed link; answers the place given. */
const registerByApi = async (page: Page, eventId: string, name: string, email: string) => {
  const response = await page.request.post(`/api/events/${eventId}/rsvps`, { data: { name, email } });
  expect(response.status(), await response.text()).toBe(202);
  expect(await response.json()).toEqual({ status: 'pending' });
  const token = new URLSearchParams((await confirmLinkTo(email)).split('?')[1]).get('token');
  const confirmed = await page.request.post('/api/rsvps/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()).status as string;
};

test('register for a full event: confirm by the e-mailed link, the waiting list, then a cancellation promotes', async ({
  page,
  request,
  browser,
}) => {
  const id = unique();
  const ada = `ada-${id}@e2e.test`;
  const bola = `bola-${id}@e2e.test`;
  const event = await createEvent(request, {
    title: `Moot Court Final ${id}`,
    eventDate: dates.inDays(20),
    venue: 'Faculty Moot Court Room',
    rsvpEnabled: true,
    capacity: 1,
  });
  // Ada registers on the event page and follows the e-mailed link in a browser without JavaScript:
  // the page only asks, and its button (a plain form) gives the seat.
  await page.goto(`/events/${event._id}`);
  await hydrated(page);
  let registration = page.getByRole('region', { name: 'Registration' });
  await registration.getByLabel('Name').fill('Ada Obi');
  await registration.getByLabel('Email').fill(ada);
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(registration.getByRole('status')).toHaveText(rsvpMessages.pending);
  await expect(registration.getByText('1 seat left of 1')).toBeVisible();
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const plain = await noScript.newPage();
  await plain.goto(await confirmLinkTo(ada));
  await expect(plain.getByRole('heading', { level: 1, name: rsvpMessages.confirmHeading })).toBeVisible();
  await plain.getByRole('button', { name: rsvpMessages.confirmButton }).click();
  await expect(plain.getByRole('status')).toHaveText(rsvpMessages.confirmed);
  await noScript.close();

  await page.goto(`/events/${event._id}`);
  // The form registers once React owns it (before, a press would only reload the page).
  await hydrated(page);
  registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration.getByText('0 seats left of 1')).toBeVisible();
  await expect(registration.getByText(rsvpMessages.full)).toBeVisible();
  await registration.getByLabel('Name').fill('Bola Ade');
  await registration.getByLabel('Email').fill(bola);
  await registration.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(registration.getByRole('status')).toHaveText(rsvpMessages.pending);
  // Bola's link, with JavaScript: the button confirms in place; the event is full, so she waits.
  await page.goto(await confirmLinkTo(bola));
  await hydrated(page);
  await page.getByRole('button', { name: rsvpMessages.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(rsvpMessages.waitlisted);
  await latestMailTo(bola, { subject: /^You are on the waiting list: Moot Court Final/ });

  // Ada cannot come: her confirmation's link opens a page that asks, and the button cancels.
  const confirmation = await latestMailTo(ada, { subject: /^You are registered: Moot Court Final/ });
  const link = new URL(linkIn(confirmation, /^\/rsvp\/cancel$/));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: rsvpMessages.cancelHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: event.title })).toBeVisible();
  await page.getByRole('button', { name: rsvpMessages.cancelButton }).click();
  await expect(page.getByRole('status')).toHaveText(rsvpMessages.cancelled);

  // The seat goes to Bola, who is told.
  const promotion = await latestMailTo(bola, { subject: /^A seat is yours: Moot Court Final/ });
  expect(promotion.text).toContain('Dear Bola Ade');
  await page.goto(`/events/${event._id}`);
  await expect(
    page.getByRole('region', { name: 'Registration' }).getByText('0 seats left of 1'),
  ).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`registration form and check-in view at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const id = unique();
    const event = await createEvent(request, {
      title: 'Annual Law Dinner & Awards Night',
      eventDate: dates.inDays(30),
      venue: 'Great Hall, Faculty of Law',
      rsvpEnabled: true,
      capacity: 120,
    });
    for (const name of ['Chidinma Okafor', 'Tunde Bakare', 'Amaka Eze']) {
      await registerByApi(
        page,
        event._id,
        name,
        `${name.split(' ')[0]!.toLowerCase()}-${id}-${width}@e2e.test`,
      );
    }

    await page.goto(`/events/${event._id}`);
    const registration = page.getByRole('region', { name: 'Registration' });
    await expect(registration.getByText('117 seats left of 120')).toBeVisible();
    // No smooth scrolling: the form is captured where it rests, not on its way into view.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await saveScreenshot(registration, `event-registration-${width}`);
    await saveScreenshot(page, `event-registration-page-${width}`, { fullPage: true });

    await logInThroughStorage(page, request);
    await page.goto(`/admin/events/${event._id}/check-in`);
    await expect(page.getByText('0 of 3 arrived')).toBeVisible();
    await page.getByLabel('Search by name').fill('tunde');
    const tunde = page.getByRole('button', { name: /Tunde Bakare/ });
    await expect(page.getByRole('button', { name: /Chidinma/ })).toHaveCount(0);
    await tunde.click();
    await expect(tunde).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 3 arrived')).toBeVisible();
    await page.getByLabel('Search by name').fill('');
    await expect(page.getByRole('button', { name: /Chidinma/ })).toBeVisible();
    await saveScreenshot(page, `admin-check-in-${width}`, { fullPage: true });

    // The tap was saved: the attendee list shows Tunde checked in.
    await page.goto(`/admin/events/${event._id}/attendees`);
    await expect(page.getByRole('row', { name: /Tunde Bakare/ })).not.toContainText('—');
    await expect(page.getByRole('button', { name: 'Confirmed (3)' })).toHaveAttribute('aria-pressed', 'true');
  });
}
