import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createPublicDataSource } from './public-data.ts';

/**
 * A column added to a table, and not (yet) to any response schema: each of these repositories is the
 * real one on the real database, with every row it returns carrying one field more.
 */
const { withSecretColumn } = vi.hoisted(() => {
  const addSecret = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(addSecret);
    if (value && typeof value === 'object' && !(value instanceof Date))
      return { ...value, secretNote: 'internal only' };
    return value;
  };
  // A query answers rows (a promise, or a drizzle query, which is a thenable), or a list whose own
  // queries answer them (db/paging.ts's orderedList): both are given the extra column.
  const isThenable = (value: unknown): value is PromiseLike<unknown> =>
    typeof (value as { then?: unknown } | null)?.then === 'function';
  const withSecretColumn = <R extends Record<string, unknown>>(repository: R): R =>
    Object.fromEntries(
      Object.entries(repository).map(([name, query]) => [
        name,
        typeof query === 'function'
          ? (...args: unknown[]) => {
              const answer = query(...args);
              return isThenable(answer)
                ? Promise.resolve(answer).then(addSecret)
                : withSecretColumn(answer as Record<string, unknown>);
            }
          : query,
      ]),
    ) as R;
  return { withSecretColumn };
});
vi.mock('./events/events.repository.ts', async (original) => {
  const real = await original<typeof import('./events/events.repository.ts')>();
  return {
    ...real,
    createEventsRepository: (db: never) => withSecretColumn(real.createEventsRepository(db)),
  };
});
vi.mock('./posts/posts.repository.ts', async (original) => {
  const real = await original<typeof import('./posts/posts.repository.ts')>();
  return { ...real, createPostsRepository: (db: never) => withSecretColumn(real.createPostsRepository(db)) };
});
vi.mock('./executives/executives.repository.ts', async (original) => {
  const real = await original<typeof import('./executives/executives.repository.ts')>();
  return {
    ...real,
    createExecutivesRepository: (db: never) => withSecretColumn(real.createExecutivesRepository(db)),
  };
});
vi.mock('./podcast/podcast.repository.ts', async (original) => {
  const real = await original<typeof import('./podcast/podcast.repository.ts')>();
  return {
    ...real,
    createPodcastRepository: (db: never) => withSecretColumn(real.createPodcastRepository(db)),
  };
});

let t: TestApp;
let eventId: string;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const headers = bearer(await t.adminToken());
  const create = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  eventId = (
    await create('/api/events', {
      title: 'Moot Court Finals',
      description: 'The final round.',
      eventDate: inDays(5),
      venue: 'Faculty Auditorium',
      isFeatured: true,
    })
  )._id;
  await create('/api/posts', {
    title: 'Notes on Tort',
    slug: 'notes-on-tort',
    contentBody: '<p>Duty of care.</p>',
    status: 'published',
  });
  await create('/api/executives', { name: 'Ada Obi', position: 'President', isFeatured: true });
  await create('/api/podcast', {
    title: 'Law & Vibes 1',
    description: 'On moots.',
    episodeDate: inDays(-3),
    xSpaceUrl: 'https://x.com/i/spaces/1',
  });
  await create('/api/podcast', {
    title: 'Law & Vibes 2',
    description: 'On clerkships.',
    episodeDate: inDays(3),
    xSpaceUrl: 'https://x.com/i/spaces/2',
  });
});
afterAll(() => t.close());

describe('public reads', () => {
  it('send only what the response schema names, whatever the rows carry', async () => {
    const urls = [
      '/api/events',
      '/api/events/featured',
      `/api/events/${eventId}`,
      '/api/posts',
      '/api/posts/notes-on-tort',
      '/api/executives',
      '/api/executives/featured',
      '/api/podcast/upcoming',
      '/api/podcast/archived',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(/Moot Court|Notes on Tort|Ada Obi|Law & Vibes/);
      expect(response.body, url).not.toContain('secretNote');
    }
  });

  it('give the pages only what the response schema names, whatever the rows carry', async () => {
    const data = createPublicDataSource(t.app.services);
    const everything = await Promise.all([
      data.events({ page: 1, limit: 50 }),
      data.event(eventId),
      data.featuredEvent(),
      data.publishedPosts({ page: 1, limit: 50 }),
      data.publishedPost('notes-on-tort'),
      data.executives(),
      data.featuredExecutives(),
      data.upcomingEpisode(),
      data.archivedEpisodes({ page: 1, limit: 50 }),
    ]);
    const shown = JSON.stringify(everything);
    expect(shown).toContain('Moot Court Finals');
    expect(shown).toContain('Law & Vibes 2');
    expect(shown).not.toContain('secretNote');
  });
});
