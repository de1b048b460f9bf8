import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let eventId: string;
let hostileEventId: string;
const HOSTILE_TITLE = '"><img src=x onerror=alert(1)>]]><evil/>]]><evil/>';
const HOSTILE_DESCRIPTION =
  'Bring a pen; paper, too.\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nX-INJECTED:1\nSUMMARY:Fake';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://lss.example.org' });
  const token = await t.adminToken();
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  await post('/api/posts', {
    title: 'Older Article',
    slug: 'older',
    status: 'published',
    contentBody: '<p>First &amp; <strong>foremost</strong>.</p>',
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  await post('/api/posts', {
    title: 'Newer Article',
    slug: 'newer',
    status: 'published',
    contentBody: '<p>Second piece, with a comma; and more.</p>',
    excerpt: 'What the editor chose to say about it.',
    byline: 'Amaka Obi',
  });
  await post('/api/posts', { title: 'Hidden Draft', slug: 'draft', status: 'draft' });

  await post('/api/posts', {
    title: 'Future Article',
    slug: 'future',
    status: 'published',
    publishedAt: '2099-01-01T00:00:00Z',
  });
  eventId = (
    await post('/api/events', {
      title: 'Moot Court, Finals; Day 1',
      description: 'Line one\nLine two',
      eventDate: '2030-06-01T09:00:00+01:00',
      venue: 'Main Auditorium',
    })
  ).json()._id;
  hostileEventId = (
    await post('/api/events', {
      title: 'Mixer, drinks; music',
      description: HOSTILE_DESCRIPTION,
      eventDate: '2031-01-01T18:00:00Z',
      venue: 'Hall B; Floor 2, Room 3\\',
    })
  ).json()._id;
  await post('/api/podcast', {
    title: 'Law & Vibes Live',
    description: 'Talk',
    guestName: 'Prof. Bello',
    episodeDate: '2030-07-01T18:00:00Z',
    xSpaceUrl: 'https://x.com/i/spaces/abc',
  });
});
afterAll(() => t.close());

describe('news feeds', () => {
  it('RSS 2.0 lists published posts newest first with absolute links, author, summary and HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(response.body);
    expect(feed.items.map((item) => item.title)).toEqual(['Newer Article', 'Older Article']);
    const older = feed.items[1]!;
    expect(older.link).toBe('https://lss.example.org/news/older');
    expect(older.contentSnippet ?? older.content).toContain('First');
    expect(older['content:encoded']).toContain('<strong>foremost</strong>');
    expect(older.creator ?? older.author).toBeTruthy();
    expect(new Date(older.isoDate!).getTime()).toBeGreaterThan(0);
  });

  it('Atom lists the same', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/atom.xml' });
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = await new Parser().parseString(response.body);
    expect(feed.items.map((item) => item.title)).toEqual(['Newer Article', 'Older Article']);
    expect(feed.items[0]!.link).toBe('https://lss.example.org/news/newer');
    expect(feed.items[1]!.author).toBe('Admin Number 1');
  });

  it("use a post's own excerpt and its student byline when it has them (issue 16)", async () => {
    const rss = await new Parser().parseString((await t.app.inject({ method: 'GET', url: '/rss.xml' })).body);
    expect(rss.items[0]!.contentSnippet).toBe('What the editor chose to say about it.');
    expect(rss.items[0]!.creator).toBe('Amaka Obi');
    expect(rss.items[1]!.contentSnippet).toBe('First & foremost.');
    const atom = await new Parser().parseString(
      (await t.app.inject({ method: 'GET', url: '/atom.xml' })).body,
    );
    expect(atom.items[0]!.author).toBe('Amaka Obi');
    expect(atom.items[0]!.summary).toBe('What the editor chose to say about it.');
  });
});

describe('feeds carry titles and summaries as text', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
    await own.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(await own.adminToken()),
      payload: {
        title: HOSTILE_TITLE,
        slug: 'hostile',
        status: 'published',
        contentBody: '<p>Text showing &lt;img src=x onerror=alert(2)&gt; as <em>words</em>.</p>',
      },
    });
  });
  afterAll(() => own.close());
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', cdataPropName: '#cdata' });
  const raw = (node: unknown): string =>
    typeof node === 'string'
      ? node
      : ((node as Record<string, string>)['#cdata'] ?? (node as Record<string, string>)['#text'] ?? '');
  /** What a feed reader shows for an HTML title or summary: the text, with no element in it. */
  const shown = (node: unknown): string => {
    const html = raw(node);
    expect(html).not.toMatch(/[<>]/);
    return html.replace(
      /&(quot|#39|lt|gt|amp);/g,
      (_, name: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[name]!,
    );
  };

  it('Atom: titles and summaries are type="text", shown exactly as typed', async () => {
    const body = (await own.app.inject({ method: 'GET', url: '/atom.xml' })).body;
    const entries = [xml.parse(body).feed.entry].flat();
    expect(entries).toHaveLength(1);
    const [hostile] = entries;
    expect(hostile.title['@type']).toBe('text');
    expect(hostile.title['#text']).toBe(HOSTILE_TITLE);
    expect(hostile.summary['@type']).toBe('text');
    expect(hostile.summary['#text']).toBe('Text showing <img src=x onerror=alert(2)> as words.');
    expect(Object.keys(hostile)).not.toContain('evil');
    expect(body).not.toMatch(/<img|<evil/);
  });

  it('RSS: the same title and a summary that carries no markup', async () => {
    const body = (await own.app.inject({ method: 'GET', url: '/rss.xml' })).body;
    const items = [xml.parse(body).rss.channel.item].flat();
    expect(items).toHaveLength(1);
    const hostile = items.find((item) => shown(item.title) === HOSTILE_TITLE);
    expect(shown(hostile.description)).toBe('Text showing <img src=x onerror=alert(2)> as words.');
    expect(Object.keys(hostile)).not.toContain('evil');
    expect(body).not.toMatch(/<img|<evil/);
  });
});

describe('calendars', () => {
  function parseCalendar(body: string) {
    const component = new ICAL.Component(ICAL.parse(body));
    return component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  }

  it('events.ics holds every event in UTC with escaped text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/events.ics' });
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('DTSTART:20300601T080000Z');
    const [event] = parseCalendar(response.body);
    expect(event!.summary).toBe('Moot Court, Finals; Day 1');
    expect(event!.description).toBe('Line one\nLine two');
    expect(event!.location).toBe('Main Auditorium');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2030-06-01T08:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2030-06-01T10:00:00.000Z');
  });

  it('text with line breaks, commas, semicolons and backslashes stays inside its own property', async () => {
    const body = (await t.app.inject({ method: 'GET', url: `/events/${hostileEventId}/event.ics` })).body;
    const calendar = new ICAL.Component(ICAL.parse(body));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.getAllProperties().map((property) => property.name)).not.toContain('x-injected');
    const event = new ICAL.Event(vevents[0]!);
    expect(event.summary).toBe('Mixer, drinks; music');
    expect(event.description.replace(/\r\n/g, '\n')).toBe(HOSTILE_DESCRIPTION.replace(/\r\n/g, '\n'));
    expect(event.location).toBe('Hall B; Floor 2, Room 3\\');
    expect(body.split('\r\n').filter((line) => line.startsWith('BEGIN:VEVENT'))).toHaveLength(1);
  });

  it('podcast.ics and single-item calendars', async () => {
    const [episode] = parseCalendar((await t.app.inject({ method: 'GET', url: '/podcast.ics' })).body);
    expect(episode!.summary).toBe('Law & Vibes: Law & Vibes Live');
    expect(episode!.startDate.toJSDate().toISOString()).toBe('2030-07-01T18:00:00.000Z');
    const single = await t.app.inject({ method: 'GET', url: `/events/${eventId}/event.ics` });
    expect(parseCalendar(single.body).map((e) => e.summary)).toEqual(['Moot Court, Finals; Day 1']);
    expect((await t.app.inject({ method: 'GET', url: '/events/not-an-id/event.ics' })).statusCode).toBe(404);
  });
});

describe('search engines', () => {
  it('the sitemap lists pages, published articles and events with lastmod', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const xml = new XMLParser().parse(response.body);
    const urls: { loc: string; lastmod?: string }[] = xml.urlset.url;
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://lss.example.org/',
        'https://lss.example.org/news',
        'https://lss.example.org/podcast',
        'https://lss.example.org/news/older',
        'https://lss.example.org/news/newer',
        `https://lss.example.org/events/${eventId}`,
      ]),
    );
    expect(locs).not.toContain('https://lss.example.org/news/draft');
    expect(locs).not.toContain('https://lss.example.org/news/future');
    expect(urls.find((url) => url.loc.endsWith('/news/older'))!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('robots.txt keeps crawlers out of the admin area and the API and names the sitemap', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Sitemap: https://lss.example.org/sitemap.xml');
  });
});
