import { createHash } from 'node:crypto';
import { ISLAND_LOADER } from '@lss/shared/island-loader';
import { expect, test } from '@playwright/test';
import { createEvent, createPost, dates, unique } from './support/api.ts';
import { clientEntry } from './support/page-helpers.ts';

/** What a search engine or a link preview receives: the first HTML response, no JavaScript run. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1] ?? null;
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/** The document's <title>, as a browser reads it (HTML entities decoded). */
const titleOf = (html: string) => decode(html.match(/<head>[\s\S]*?<title>([^<]*)<\/title>/)?.[1] ?? '');

test.describe('server-rendered HTML', () => {
  const id = unique();
  const postTitle = `Sovereignty and the Student ${id}`;
  const slug = `sovereignty-and-the-student-${id}`;
  const eventTitle = `Bar Finals Symposium ${id}`;
  let eventId = '';

  test.beforeAll(async ({ request }) => {
    await createPost(request, {
      title: postTitle,
      slug,
      contentBody: '<p>An essay on public law and its students.</p>',
    });
    eventId = (
      await createEvent(request, { title: eventTitle, eventDate: dates.inDays(9), venue: 'Senate Chamber' })
    )._id;
  });

  test('/news/{slug} holds the article, its title and Open Graph tags before any script runs', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`/news/${slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(titleOf(html)).toBe(`${postTitle} | Law Students' Society, University of Ilorin`);
    expect(metaContent(html, 'property', 'og:title')).toBe(postTitle);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${baseURL}/news/${slug}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBeTruthy();
    expect(metaContent(html, 'name', 'description')).toBe('An essay on public law and its students.');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/news/${slug}"/>`);
    expect(html).toContain(`>${postTitle}</h1>`);
    expect(html).toContain('An essay on public law and its students.');
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/rss.xml"/);
  });

  test('/events/{id} holds the event, its title and Open Graph tags before any script runs', async ({
    request,
  }) => {
    const response = await request.get(`/events/${eventId}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe(`${eventTitle} | Law Students' Society, University of Ilorin`);
    expect(metaContent(html, 'property', 'og:title')).toBe(eventTitle);
    expect(decode(metaContent(html, 'property', 'og:description') ?? '')).toContain('Senate Chamber');
    expect(html).toContain(`>${eventTitle}</h1>`);
  });

  test('every public page carries its content, title, description and canonical link', async ({
    request,
  }) => {
    const pages: [string, string][] = [
      ['/', 'Salus Populi Suprema Lex'],
      ['/about', 'Custodians of Our Legacy'],
      ['/events', 'Events'],
      ['/news', 'News &amp; Publications'],
      ['/materials', 'Academic Materials'],
      ['/podcast', 'Next Episode: Law &amp; Vibes'],
      ['/contact', 'Contact Us'],
    ];
    for (const [path, content] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(content);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(metaContent(html, 'name', 'description'), path).toBeTruthy();
      expect(metaContent(html, 'property', 'og:title'), path).toBeTruthy();
      expect(html, path).toContain('rel="canonical"');
    }
  });

  test('no inline script runs but the islands’ loader: page data is a JSON data block and the policy allows only the loader inline', async ({
    request,
  }) => {
    const loader = `'sha256-${createHash('sha256').update(ISLAND_LOADER).digest('base64')}'`;
    // A Suspense boundary left in a server-rendered page would add React's reveal script and show
    // its fallback first (the page jumps when the content swaps in a frame later).
    for (const path of ['/', '/podcast', '/news', '/events', '/materials', '/about', '/contact']) {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp.match(/script-src ([^;]*)/)?.[1], path).toBe(`'self' ${loader}`);
      expect(csp, path).not.toContain('nonce-');
      expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)<\/script>/g)];
      // Only data blocks: JSON-LD (issue 6), which browsers never run; and the islands' loader after
      // an island that loads on use (decision 028), word for word the text the policy allows.
      const executable = inline.filter(
        ([, attributes = '', text]) =>
          !/\btype="application\/(ld\+)?json"/.test(attributes) &&
          !(/^ data-files="[^"]+"$/.test(attributes) && text === ISLAND_LOADER),
      );
      expect(executable, path).toEqual([]);
      // The server's HTML is final (decision 028): no page data block for a browser router.
      expect(html, path).not.toContain('id="router-data"');
      expect(html, path).not.toContain('<!--$?-->');
      expect(html, path).not.toContain('nonce=');
      expect(html, path).not.toMatch(/\son[a-z]+="/);
    }
  });

  test('a page is the same bytes from one response to the next, compressed and revalidated with its ETag', async ({
    request,
  }) => {
    for (const path of ['/', '/about', '/news', '/events', '/podcast']) {
      const first = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      const second = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(await second.text(), path).toBe(await first.text());
      expect(second.headers().etag, path).toBe(first.headers().etag);
    }
    const first = await request.get('/about', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers()['content-encoding']).toBe('br');
    expect(await first.text()).toContain('About Us');
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const revalidated = await request.get('/about', { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
    const stale = await request.get('/about', { headers: { 'if-none-match': '"p-old"' } });
    expect(stale.status()).toBe(200);
  });

  test('unknown paths answer 404 with a page; built assets are cached for a year', async ({ request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    const html = await (await request.get('/contact')).text();
    const asset = await request.get(clientEntry(html));
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
