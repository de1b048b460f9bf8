import { unknownSortMessage } from '@lss/shared/admin-list';
import { type AdminListName, adminListColumns } from '@lss/shared/admin-list-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLinks,
  activityLog,
  articleSubmissions,
  contactMessages,
  events,
  executives,
  materials,
  newsletterSubscribers,
  podcastEpisodes,
  posts,
  users,
} from './db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Decision 018: every admin list takes q (a literal, case-insensitive search of the text columns its
 * screen shows) and sort (one of its columns, - for descending); anything else is a 400.
 */
let t: TestApp;
let headers: Record<string, string>;

// Mixed case, accents and the two LIKE wildcards: 'Alpha' < 'beta' < 'Gámmà' only when case is ignored.
const LABELS = ['Gámmà', 'Alpha 100% sure', 'beta_two'] as const;
const ALPHABETICAL = ['Alpha 100% sure', 'beta_two', 'Gámmà'];
const POSITIONS = ['President', 'Secretary', 'Treasurer'];
const PAST_SESSION = '2010/2011';
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

type Item = Record<string, unknown>;
type ListCase = {
  url: string;
  /** The text of the sorted column, as the item carries it. */
  label: (item: Item) => string;
  /** The sort key of that column. */
  sortKey: string;
};

const CASES: Partial<Record<AdminListName, ListCase>> = {
  posts: { url: '/api/posts/all', label: (item) => item.title as string, sortKey: 'title' },
  reviewQueue: { url: '/api/posts/review-queue', label: (item) => item.title as string, sortKey: 'title' },
  events: { url: '/api/events/all', label: (item) => item.title as string, sortKey: 'title' },
  // The current council, as the admin list reads it (with vacant=include: see below).
  executives: { url: '/api/executives', label: (item) => item.name as string, sortKey: 'name' },
  materials: { url: '/api/materials/all', label: (item) => item.title as string, sortKey: 'title' },
  episodes: { url: '/api/podcast/all', label: (item) => item.title as string, sortKey: 'title' },
  messages: { url: '/api/contact', label: (item) => item.name as string, sortKey: 'name' },
  submissions: { url: '/api/submissions', label: (item) => item.title as string, sortKey: 'title' },
  activity: {
    url: '/api/activity',
    label: (item) => (item.actor as { fullName: string }).fullName,
    sortKey: 'who',
  },
  accounts: { url: '/api/users', label: (item) => item.fullName as string, sortKey: 'name' },
  subscribers: { url: '/api/newsletter/subscribers', label: (item) => item.name as string, sortKey: 'name' },
};

beforeAll(async () => {
  t = await createTestApp();
  headers = bearer(await t.adminToken());
  const { db } = t.app.services.database;
  const [admin] = await db.select().from(users);
  await db.insert(posts).values(
    LABELS.map((title, n) => ({
      title,
      slug: `post-${n}`,
      authorName: 'Writer Person',
      // All drafts waiting for review: the review queue holds them too.
      reviewRequestedAt: hours(-n),
    })),
  );
  await db
    .insert(events)
    .values(
      LABELS.map((title, n) => ({ title, description: 'About it.', venue: 'Hall', eventDate: hours(n) })),
    );
  const session = await t.app.services.settings.currentSession();
  await db.insert(executives).values([
    ...LABELS.map((name, n) => ({
      name,
      position: POSITIONS[n]!,
      displayOrder: n,
      isFeatured: n === 1,
      session,
    })),
    // A vacant position of the current council, and someone of a past council matching the search.
    { name: '', position: 'Welfare Director', displayOrder: 3, session },
    { name: 'Gámmà', position: 'President', session: PAST_SESSION },
  ]);
  await db.insert(materials).values(
    LABELS.map(
      (title, n) =>
        ({
          title,
          level: '100L',
          materialType: 'Handout',
          fileUrl: `/uploads/m${n}.pdf`,
          fileType: 'PDF',
        }) as typeof materials.$inferInsert,
    ),
  );
  await db.insert(podcastEpisodes).values(
    LABELS.map((title, n) => ({
      title,
      description: 'Talk.',
      episodeDate: hours(-n),
      xSpaceUrl: `https://x.com/i/spaces/${n}`,
    })),
  );
  await db
    .insert(contactMessages)
    .values(LABELS.map((name, n) => ({ name, email: `sender${n}@lss.test`, message: 'Hello.' })));
  await db
    .insert(articleSubmissions)
    .values(
      LABELS.map((title, n) => ({ title, name: 'Student', email: `s${n}@lss.test`, article: 'Text.' })),
    );
  await db.insert(activityLog).values(
    LABELS.map((actorName) => ({
      actorName,
      action: 'created' as const,
      entityType: 'post',
      summary: 'A post',
    })),
  );
  await db.insert(users).values(
    LABELS.map((fullName, n) => ({
      fullName,
      email: `person${n}@lss.test`,
      passwordHash: 'x',
      role: 'editor' as const,
    })),
  );
  await db
    .insert(newsletterSubscribers)
    .values(
      LABELS.map((name, n) => ({ name, email: `reader${n}@lss.test`, unsubscribeToken: `token-${n}` })),
    );
  await db.insert(accountLinks).values(
    ['gamma@lss.test', 'alpha100%@lss.test', 'beta_two@lss.test'].map((email, n) => ({
      kind: 'invitation' as const,
      tokenHash: `hash-${n}`,
      email,
      role: 'editor' as const,
      createdBy: admin!.id,
      expiresAt: hours(24 + n),
    })),
  );
});
afterAll(() => t.close());

async function list(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), total: response.headers['x-total-count'] };
}

describe.each(Object.entries(CASES) as [AdminListName, ListCase][])(
  'admin list %s',
  (name, { url, label, sortKey }) => {
    const labels = async (query: string) => {
      const { status, body } = await list(`${url}?${query}`);
      expect(status).toBe(200);
      // Rows the app made itself (the test's administrator, their activity) are not the case's.
      return (body as Item[]).map(label).filter((text) => (LABELS as readonly string[]).includes(text));
    };

    it('finds by any case of the text, accents aside, and counts only what matches', async () => {
      expect(await labels('q=GAMMA')).toEqual(['Gámmà']);
      expect(await labels(`q=${encodeURIComponent('GÁMM')}`)).toEqual(['Gámmà']);
      expect((await list(`${url}?q=%20gamma%20`)).total).toBe('1');
    });

    it('takes % and _ literally', async () => {
      expect(await labels('q=%25')).toEqual(['Alpha 100% sure']);
      expect(await labels('q=_')).toEqual(['beta_two']);
    });

    it('sorts by the column, either way, case aside', async () => {
      expect(await labels(`sort=${sortKey}`)).toEqual(ALPHABETICAL);
      expect(await labels(`sort=-${sortKey}`)).toEqual([...ALPHABETICAL].reverse());
    });

    it('refuses an unknown sort or an over-long search with a 400 that says why', async () => {
      const badSort = await list(`${url}?sort=password`);
      expect(badSort.status).toBe(400);
      expect(badSort.body.errors.sort).toBe(unknownSortMessage(adminListColumns[name]));
      expect(badSort.body.errors.sort).toContain(sortKey);
      const longSearch = await list(`${url}?q=${'a'.repeat(201)}`);
      expect(longSearch.status).toBe(400);
      expect(longSearch.body.errors.q).toBe('Search must be at most 200 characters.');
    });
  },
);

describe('admin list invitations', () => {
  const emails = async (query: string) =>
    ((await list(`/api/users/invitations?${query}`)).body as { email: string }[]).map((item) => item.email);

  it('searches the e-mail and the inviter, literally', async () => {
    expect(await emails('q=_')).toEqual(['beta_two@lss.test']);
    expect(await emails('q=%25')).toEqual(['alpha100%@lss.test']);
    expect(await emails('q=admin%20NUMBER')).toHaveLength(3);
  });

  it('sorts by e-mail either way, and refuses an unknown column', async () => {
    expect(await emails('sort=email')).toEqual(['alpha100%@lss.test', 'beta_two@lss.test', 'gamma@lss.test']);
    expect(await emails('sort=-expires')).toEqual([
      'beta_two@lss.test',
      'alpha100%@lss.test',
      'gamma@lss.test',
    ]);
    expect((await list('/api/users/invitations?sort=-token')).status).toBe(400);
  });
});

describe('admin list order', () => {
  it('ends every order with the id: pages of equal values never share a row', async () => {
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const { body } = await list(`/api/events/all?sort=featured&limit=1&page=${page}`);
      seen.add((body as Item[])[0]!._id as string);
    }
    expect(seen.size).toBe(3);
  });

  it('keeps the default order without sort, and the search in the page links', async () => {
    const { body } = await list('/api/events/all');
    expect((body as Item[]).map((item) => item.title)).toEqual(LABELS);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/posts/all?q=a&sort=-title&limit=1',
      headers,
    });
    expect(response.headers.link).toContain('q=a&sort=-title&limit=1&page=2');
  });

  it('leaves the public lists as they were: q and sort are not theirs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events?q=Gamma&sort=title' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
  });

  it('searches a post by its author too', async () => {
    const { body } = await list('/api/posts/all?q=writer%20person');
    expect(body).toHaveLength(3);
  });
});

describe('admin list executives (one session, vacant positions included)', () => {
  const council = async (query: string) => {
    const { status, body } = await list(`/api/executives?vacant=include&${query}`);
    expect(status).toBe(200);
    return (body as Item[]).map((item) => `${item.name || 'Vacant'} (${item.position})`);
  };

  it('searches the position and the name as the screen shows it, within the session asked for', async () => {
    expect(await council('q=SECRETARY')).toEqual(['Alpha 100% sure (Secretary)']);
    expect(await council('q=vacant')).toEqual(['Vacant (Welfare Director)']);
    expect(await council('q=_')).toEqual(['beta_two (Treasurer)']);
    expect(await council('q=gamma')).toEqual(['Gámmà (President)']);
    expect(await council(`q=gamma&session=${PAST_SESSION}`)).toEqual(['Gámmà (President)']);
    expect((await list(`/api/executives?session=${PAST_SESSION}&q=secretary`)).total).toBe('0');
  });

  it('sorts by position, display order and featured, either way; without sort, by display order', async () => {
    const everyone = ['Gámmà (President)', 'Alpha 100% sure (Secretary)', 'beta_two (Treasurer)'];
    const vacant = 'Vacant (Welfare Director)';
    expect(await council('')).toEqual([...everyone, vacant]);
    expect(await council('sort=position')).toEqual([...everyone, vacant]);
    expect(await council('sort=-position')).toEqual([vacant, ...[...everyone].reverse()]);
    expect(await council('sort=-order')).toEqual([vacant, ...[...everyone].reverse()]);
    expect(await council('sort=order')).toEqual([...everyone, vacant]);
    expect((await council('sort=-featured'))[0]).toBe('Alpha 100% sure (Secretary)');
    expect((await council('sort=featured')).at(-1)).toBe('Alpha 100% sure (Secretary)');
    // A vacant name is empty: first from A to Z, last from Z to A.
    expect((await council('sort=name'))[0]).toBe(vacant);
    expect((await council('sort=-name')).at(-1)).toBe(vacant);
  });

  it('leaves the public council as it was: no vacant positions, by display order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/executives' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: Item) => item.name)).toEqual(LABELS);
    const featured = await t.app.inject({ method: 'GET', url: '/api/executives/featured?q=gamma&sort=name' });
    expect(featured.json().map((item: Item) => item.name)).toEqual(['Alpha 100% sure']);
  });
});
