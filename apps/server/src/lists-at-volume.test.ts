import { WHOLE_LIST_MAX } from '@lss/shared/pagination';
import { sessionAt } from '@lss/shared/session-clock';
import { DEFAULT_TIME_ZONE } from '@lss/shared/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  articleSubmissions,
  contactMessages,
  eventRsvps,
  events,
  executives,
  materials,
  media,
  newsletterSends,
  newsletterSubscribers,
  podcastEpisodes,
  posts,
} from './db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from './testing/test-app.ts';

/** decisions.md, Lists at volume: every list GET pages, with X-Total-Count and Link. */
let t: TestApp;
let headers: Record<string, string>;
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const ROWS = 5;
const numbered = <T>(make: (n: number) => T): T[] =>
  Array.from({ length: ROWS }, (_, index) => make(index + 1));
/** The event whose registrations are listed (after the numbered events, so their lists keep their order). */
const DINNER = '00000000-0000-4000-8000-0000000000d1';

beforeAll(async () => {
  t = await createTestApp();
  headers = bearer(await t.adminToken());
  const { db } = t.app.services.database;
  // Two posts share their publication time: their order must still be fixed, or a post could
  // appear on two pages and another on none.
  await db.insert(posts).values(
    numbered((n) => ({
      title: `Post ${n}`,
      slug: `post-${n}`,
      contentBody: `<h2>Heading ${n}</h2><p>${'Word '.repeat(300)}</p>`,
      authorName: 'Ada',
      status: 'published' as const,
      publishedAt: at(n <= 2 ? -100 : -n),
    })),
  );
  await db.insert(events).values(
    numbered((n) => ({
      title: `Event ${n}`,
      description: 'About it.',
      venue: 'Hall',
      eventDate: at((n - 2.5) * 60),
    })),
  );
  await db
    .insert(events)
    .values({ id: DINNER, title: 'Dinner', description: 'Dinner.', venue: 'Hall', eventDate: at(24 * 60) });
  await db.insert(eventRsvps).values(
    numbered((n) => ({
      eventId: DINNER,
      name: `Guest ${n}`,
      email: `guest${n}@b.test`,
      status: 'confirmed' as const,
      cancelTokenHash: `hash-${n}`,
      createdAt: at(-10 + n),
    })),
  );
  await db.insert(newsletterSubscribers).values(
    numbered((n) => ({
      name: `Reader ${n}`,
      email: `r${n}@b.test`,
      unsubscribeToken: `t${n}`,
      createdAt: at(-n),
    })),
  );
  await db
    .insert(newsletterSends)
    .values(numbered((n) => ({ postTitle: `Newsletter ${n}`, requestedBy: 'Ada', createdAt: at(-n) })));
  await db.insert(media).values(
    numbered((n) => ({
      storageKey: `${String(n).repeat(32)}.pdf`,
      originalName: `File ${n}.pdf`,
      mimeType: 'application/pdf',
      bytes: 100 * n,
      createdAt: at(-n),
    })),
  );
  await db.insert(materials).values(
    numbered(
      (n) =>
        ({
          title: `Material ${n}`,
          level: '100L',
          materialType: 'Handout',
          fileUrl: `/uploads/m${n}.pdf`,
          fileType: 'PDF',
          createdAt: at(-n),
        }) as typeof materials.$inferInsert,
    ),
  );
  await db.insert(podcastEpisodes).values(
    numbered((n) => ({
      title: `Episode ${n}`,
      description: 'Talk.',
      episodeDate: at(-n * 60),
      xSpaceUrl: `https://x.com/i/spaces/${n}`,
    })),
  );
  await db.insert(executives).values(
    numbered((n) => ({
      name: `Executive ${n}`,
      position: 'Member',
      displayOrder: n,
      isFeatured: true,
      // The current session, which the public list serves.
      session: sessionAt(new Date(), DEFAULT_TIME_ZONE),
    })),
  );
  // Councils of three past sessions as well: the sessions list is a list like any other.
  await db.insert(executives).values(
    ['2021/2022', '2022/2023', '2023/2024'].map((session) => ({
      name: `Executive of ${session}`,
      position: 'President',
      session,
    })),
  );
  await db
    .insert(contactMessages)
    .values(
      numbered((n) => ({ name: `Sender ${n}`, email: 'a@b.test', message: 'Hello', createdAt: at(-n) })),
    );
  await db.insert(articleSubmissions).values(
    numbered((n) => ({
      name: `Student ${n}`,
      email: 's@b.test',
      title: `Article ${n}`,
      article: 'Text',
      createdAt: at(-n),
    })),
  );
  await db.insert(activityLog).values(
    numbered(
      (n) =>
        ({
          actorName: 'Ada',
          action: 'created',
          entityType: 'post',
          summary: `Entry ${n}`,
          createdAt: at(-n),
        }) as typeof activityLog.$inferInsert,
    ),
  );
});
afterAll(() => t.close());

const get = (url: string, admin = false) =>
  t.app.inject({ method: 'GET', url, headers: admin ? headers : {} });
type Named = { title?: string; name?: string; summary?: string; postTitle?: string; originalName?: string };
/** Each item's name; the sessions list's items are names themselves ('2024/2025'). */
const names = (body: (Named | string)[]) =>
  body.map((item) =>
    typeof item === 'string'
      ? item
      : (item.title ?? item.name ?? item.summary ?? item.postTitle ?? item.originalName ?? ''),
  );

/** [route, admin only, the names of its items in order] */
const LISTS: [string, boolean, string[]][] = [
  // Posts 1 and 2, published at the same moment, come last, in an order of their own.
  ['/api/posts', false, ['Post 3', 'Post 4', 'Post 5']],
  ['/api/posts/all', true, []],
  ['/api/events', false, ['Event 1', 'Event 2', 'Event 3', 'Event 4', 'Event 5']],
  ['/api/events?when=past', false, ['Event 2', 'Event 1']],
  ['/api/events?when=upcoming', false, ['Event 3', 'Event 4', 'Event 5']],
  ['/api/materials', false, ['Material 1', 'Material 2', 'Material 3', 'Material 4', 'Material 5']],
  ['/api/materials?level=100L&materialType=Handout', false, []],
  ['/api/materials/all', true, []],
  ['/api/podcast/archived', false, ['Episode 1', 'Episode 2', 'Episode 3', 'Episode 4', 'Episode 5']],
  ['/api/podcast/all', true, []],
  ['/api/executives', false, ['Executive 1', 'Executive 2', 'Executive 3', 'Executive 4', 'Executive 5']],
  ['/api/executives/featured', false, []],
  // The current session first (whichever it is today), then the past ones, newest first.
  ['/api/executives/sessions', false, []],
  ['/api/contact', true, ['Sender 1', 'Sender 2', 'Sender 3', 'Sender 4', 'Sender 5']],
  ['/api/submissions', true, ['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5']],
  // The administrator's own registration is in the log too.
  ['/api/activity', true, []],
  ['/api/media', true, ['File 1.pdf', 'File 2.pdf', 'File 3.pdf', 'File 4.pdf', 'File 5.pdf']],
  ['/api/newsletter/subscribers', true, ['Reader 1', 'Reader 2', 'Reader 3', 'Reader 4', 'Reader 5']],
  [
    '/api/newsletter/sends',
    true,
    ['Newsletter 1', 'Newsletter 2', 'Newsletter 3', 'Newsletter 4', 'Newsletter 5'],
  ],
  [`/api/events/${DINNER}/rsvps`, true, ['Guest 1', 'Guest 2', 'Guest 3', 'Guest 4', 'Guest 5']],
];

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe('every list GET pages (decisions.md, Lists at volume)', () => {
  it.each(LISTS)(
    '%s: pages of 2 cover the list once, in order, with X-Total-Count and Link',
    async (url, admin, expected) => {
      const whole = await get(url, admin);
      expect(whole.statusCode, whole.body).toBe(200);
      const all = names(whole.json());
      if (expected.length) expect(all.slice(0, expected.length)).toEqual(expected);
      const total = Number(whole.headers['x-total-count']);
      expect(total).toBe(all.length);

      const pages: string[] = [];
      const last = Math.ceil(total / 2);
      for (let page = 1; page <= last; page++) {
        const response = await get(withQuery(url, `page=${page}&limit=2`), admin);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(total));
        const link = String(response.headers.link ?? '');
        if (page < last) expect(link).toContain(`page=${page + 1}&limit=2>; rel="next"`);
        else expect(link).not.toContain('rel="next"');
        if (page > 1) expect(link).toContain(`page=${page - 1}&limit=2>; rel="prev"`);
        else expect(link).not.toContain('rel="prev"');
        pages.push(...names(response.json()));
      }
      expect(pages).toEqual(all);
    },
  );

  it.each(LISTS.map(([url, admin]) => [url, admin] as const))(
    '%s: a bad page or limit is a 400 that says which and why',
    async (url, admin) => {
      for (const [query, message] of [
        ['page=0', 'Page must be at least 1.'],
        ['page=two', 'Page must be a number.'],
        ['page=1.5', 'Page must be a whole number.'],
        ['limit=0', 'Limit must be at least 1.'],
        ['limit=101', 'Limit is too large.'],
        ['limit=ten', 'Limit must be a number.'],
      ] as const) {
        const response = await get(withQuery(url, query), admin);
        expect(response.statusCode, `${url} ${query}`).toBe(400);
        expect(JSON.stringify(response.json()), `${url} ${query}`).toContain(message);
      }
      // Numbers written as text, with spaces, are numbers.
      expect((await get(withQuery(url, 'page=%201&limit=100'), admin)).statusCode).toBe(200);
    },
  );

  it('lists the sessions with a council, the past ones newest first after the current one', async () => {
    const sessions = (await get('/api/executives/sessions')).json();
    expect(sessions).toHaveLength(4);
    expect(sessions.slice(1)).toEqual(['2023/2024', '2022/2023', '2021/2022']);
  });

  it('answers 50 items a page when only page is given, at most 100, and the whole list without page and limit', async () => {
    const { db } = t.app.services.database;
    await db.insert(materials).values(
      Array.from({ length: 120 }, (_, index) => ({
        title: `Bulk ${index}`,
        level: '200L' as const,
        materialType: 'Textbook' as const,
        fileUrl: `/uploads/b${index}.pdf`,
        fileType: 'PDF' as const,
      })),
    );
    t.app.responseCache.clear();
    const first = await get('/api/materials?level=200L&page=1');
    expect(first.json()).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('120');
    expect(first.headers.link).toBe('</api/materials?level=200L&page=2>; rel="next"');
    // Neither page nor limit: the whole list (decision 024), with no link to a next page.
    const whole = await get('/api/materials?level=200L');
    expect(whole.json()).toHaveLength(120);
    expect(whole.headers['x-total-count']).toBe('120');
    expect(whole.headers.link).toBeUndefined();
    const limited = await get('/api/materials?level=200L&limit=30');
    expect(limited.json()).toHaveLength(30);
    expect(limited.headers.link).toBe('</api/materials?level=200L&limit=30&page=2>; rel="next"');
    expect((await get('/api/materials?level=200L&limit=100&page=2')).json()).toHaveLength(20);
    // Past the end: an empty page that points back to the last one.
    const beyond = await get('/api/materials?level=200L&page=9');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers.link).toBe('</api/materials?level=200L&page=3>; rel="prev"');
  });

  it('GET /api/posts keeps contentBody and adds a plain-text excerpt cut at a word', async () => {
    const [first] = (await get('/api/posts?limit=1')).json();
    expect(first.contentBody).toContain('<h2>Heading 3</h2>');
    expect(first.excerpt).toMatch(/^Heading 3\. Word Word/);
    expect(first.excerpt.length).toBeLessThanOrEqual(240);
    expect(first.excerpt).toMatch(/Word…$/);
  });

  it('GET /api/users and /api/users/invitations page too', async () => {
    for (const url of ['/api/users', '/api/users/invitations']) {
      const response = await get(`${url}?limit=1`, true);
      expect(response.statusCode, url).toBe(200);
      expect(Number(response.headers['x-total-count']), url).toBe(url.endsWith('users') ? 1 : 0);
      expect((await get(`${url}?limit=101`, true)).statusCode).toBe(400);
    }
  });
});

describe('a list without page and limit (decision 024)', () => {
  let whole: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    whole = await createTestApp();
    admin = bearer(await whole.adminToken());
    const { db } = whole.app.services.database;
    await db.insert(podcastEpisodes).values(
      Array.from({ length: WHOLE_LIST_MAX + 1 }, (_, index) => ({
        title: `Episode ${index}`,
        description: 'About it.',
        episodeDate: new Date(Date.UTC(2020, 0, 1) + index * 60_000),
        xSpaceUrl: 'https://x.com/i/spaces/1',
      })),
    );
  });
  afterAll(() => whole.close());

  it(`answers the first ${WHOLE_LIST_MAX} and links to the rest in pages of 100, public and admin alike`, async () => {
    for (const url of ['/api/podcast/all', '/api/podcast/archived']) {
      const response = await whole.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(200);
      const items = response.json();
      expect(items, url).toHaveLength(WHOLE_LIST_MAX);
      expect(response.headers['x-total-count'], url).toBe(String(WHOLE_LIST_MAX + 1));
      expect(response.headers.link, url).toBe(`<${url}?page=11&limit=100>; rel="next"`);
      const rest = await whole.app.inject({ method: 'GET', url: `${url}?page=11&limit=100`, headers: admin });
      expect(rest.json(), url).toHaveLength(1);
      // The page after the whole list is the item it left out: newest first, the oldest is last.
      expect(rest.json()[0].title, url).toBe('Episode 0');
      expect(
        items.map((item: { title: string }) => item.title),
        url,
      ).not.toContain('Episode 0');
    }
  });
});
