import { expect, test } from '@playwright/test';
import { logInThroughStorage } from './support/admin.ts';
import { createEvent, dates, unique } from './support/api.ts';

test('the activity log shows who created, changed or deleted what', async ({ page, request }) => {
  const title = `Audited Dinner ${unique()}`;
  const session = await logInThroughStorage(page, request);
  const event = await createEvent(request, { title, eventDate: dates.inDays(9) });
  const removed = await request.delete(`/api/events/${event._id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(removed.ok()).toBe(true);

  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Deleted');
  await expect(rows.last()).toContainText('Created');
  await expect(rows.first()).toContainText('Event');
  await expect(rows.first()).toContainText(session.fullName);
  await expect(page.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
});
