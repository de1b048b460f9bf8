import { createEpisode, createEvent, createPost, dates, unique } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/** Every JSON-LD block of a page's first HTML response, parsed. */
async function jsonLd(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? '') as Record<string, unknown>);
}

test.describe('structured data, previews, calendars and scheduling', () => {
  const id = unique();
  const slug = `structured-${id}`;
  let eventId = '';

  test.beforeAll(async ({ request }) => {
    await createPost(request, {
      title: `Judicial Review in Practice ${id}`,
      slug,
      contentBody: '<p>Notes from the clinic on <script>-free</script> review.</p>',
    });
    eventId = (
      await createEvent(request, {
        title: `Moot </script> Finals ${id}`,
        eventDate: dates.inDays(20),
        venue: 'Moot Court Room',
      })
    )._id;
    await createEpisode(request, { title: `Law & Vibes ${id}`, episodeDate: dates.inDays(3) });
  });

  test('JSON-LD parses as JSON with the right type on home, an article, an event and the podcast', async ({
    request,
  }) => {
    const home = await jsonLd(request, '/');
    expect(home.map((item) => item['@type'])).toContain('Organization');
    const article = (await jsonLd(request, `/news/${slug}`)).find((item) => item['@type'] === 'NewsArticle');
    expect(article?.headline).toBe(`Judicial Review in Practice ${id}`);
    expect(article?.author).toMatchObject({ '@type': 'Person' });
    const event = (await jsonLd(request, `/events/${eventId}`)).find((item) => item['@type'] === 'Event');
    expect(event?.name).toBe(`Moot </script> Finals ${id}`);
    expect(event?.location).toMatchObject({ '@type': 'Place', name: 'Moot Court Room' });
    const podcast = await jsonLd(request, '/podcast');
    expect(podcast.map((item) => item['@type'])).toContain('Event');
  });

  test('a page without its own picture offers the default Open Graph image', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
    expect(image).toMatch(/\/assets\/og-default-[\w-]+\.png$/);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toMatch(/<meta name="twitter:image" content="[^"]+og-default/);
    const png = await request.get(new URL(image).pathname);
    expect(png.headers()['content-type']).toBe('image/png');
  });

  test('Add to Calendar: .ics, Google and Outlook on an event and on the next episode', async ({ page }) => {
    for (const path of [`/events/${eventId}`, '/podcast']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Add to Calendar' }).first()).toHaveAttribute(
        'href',
        /\.ics$/,
      );
      await expect(page.getByRole('link', { name: /Google Calendar/ }).first()).toHaveAttribute(
        'href',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
      );
      await expect(page.getByRole('link', { name: /Outlook/ }).first()).toHaveAttribute(
        'href',
        /^https:\/\/outlook\.live\.com\/calendar\//,
      );
    }
  });

  test('a post published an hour ahead stays hidden from the list, its page and the feed', async ({
    page,
    request,
  }) => {
    const hiddenSlug = `scheduled-${id}`;
    const scheduled = {
      title: `Scheduled Essay ${id}`,
      slug: hiddenSlug,
      contentBody: '<p>Not yet.</p>',
      status: 'published' as const,
      publishedAt: dates.inSeconds(3600),
    };
    await createPost(request, scheduled);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Publications');
    await expect(page.getByText(scheduled.title)).toHaveCount(0);
    expect((await request.get(`/news/${hiddenSlug}`)).status()).toBe(404);
    expect(await (await request.get('/rss.xml')).text()).not.toContain(hiddenSlug);
  });
});
