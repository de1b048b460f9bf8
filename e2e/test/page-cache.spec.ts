import { createEvent, dates, unique, updateEvent } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Rendered pages are kept and dropped on any content write (plugins/response-cache.ts). That a
 * write which changes no content keeps them is tested beside the cache, where no other test writes.
 */
test('an event edit shows on /events, on its page and on the home page at once', async ({ request }) => {
  const id = unique();
  // Two hours ahead: sooner than any other featured event the tests make, so it is NEXT UP.
  const event = await createEvent(request, {
    title: `Cache Colloquium ${id}`,
    eventDate: dates.inSeconds(2 * 3600),
    isFeatured: true,
  });
  const pages = ['/', '/events', `/events/${event._id}`];
  for (const path of pages) {
    await request.get(path);
    const warm = await request.get(path);
    expect(await warm.text(), path).toContain(`Cache Colloquium ${id}`);
  }
  await updateEvent(request, { ...event, title: `Cache Symposium ${id}` });
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`Cache Symposium ${id}`);
    expect(html, path).not.toContain(`Cache Colloquium ${id}`);
  }
});
