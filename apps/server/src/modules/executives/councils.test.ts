import { sessionAt } from '@lss/shared/session-clock';
import { DEFAULT_TIME_ZONE } from '@lss/shared/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Executive councils by session (decisions.md, Community; decision 021). Runs on PGlite and PostgreSQL. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/executives', headers: bearer(token), payload });
const startSession = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/executives/sessions', headers: bearer(token), payload });
const names = async (url: string) => (await get(url)).json().map((e: { name: string }) => e.name);
const currentSession = async () => (await get('/api/settings')).json().currentSession as string;

describe('executive councils by session', () => {
  it("starts in today's session on the society's clock and puts new executives in the current one", async () => {
    const today = sessionAt(new Date(), DEFAULT_TIME_ZONE);
    expect(await currentSession()).toBe(today);
    expect((await get('/api/executives/sessions')).json()).toEqual([today]);
    const created = await create({ name: 'Zainab Bello', position: 'President', isFeatured: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().session).toBe(today);
  });

  it('takes a session as 2024/2025 or 2024-2025 and refuses anything else with a clear 400', async () => {
    const dashed = await create({ name: 'Old President', position: 'President', session: '2024-2025' });
    expect(dashed.statusCode).toBe(201);
    expect(dashed.json().session).toBe('2024/2025');
    for (const session of ['2024/2026', '2024', '24/25', 'next year', '2025/2024']) {
      const bad = await create({ name: 'A', position: 'B', session });
      expect(bad.statusCode, session).toBe(400);
      expect(bad.json().errors).toEqual({
        session: 'Session must be two consecutive years, like 2025/2026.',
      });
    }
    const badQuery = await get('/api/executives?session=2024/2026');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body).toContain('Session must be two consecutive years, like 2025/2026.');
  });

  it('serves the current council by default and a past one with ?session=; sessions newest first', async () => {
    const today = await currentSession();
    await create({ name: 'Older Treasurer', position: 'Treasurer', session: '2023/2024', isFeatured: true });
    expect(await names('/api/executives')).toEqual(['Zainab Bello']);
    expect(await names('/api/executives?session=2024/2025')).toEqual(['Old President']);
    expect(await names('/api/executives?session=2024-2025')).toEqual(['Old President']);
    expect(await names('/api/executives?session=2010/2011')).toEqual([]);
    // Featured: the current council's only, never a past one's.
    expect(await names('/api/executives/featured')).toEqual(['Zainab Bello']);
    expect((await get('/api/executives/sessions')).json()).toEqual([today, '2024/2025', '2023/2024']);
    // Each past council has its page in the sitemap; the current one is /about.
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/about/councils/2024-2025</loc>');
    expect(sitemap).toContain('/about/councils/2023-2024</loc>');
    expect(sitemap).not.toContain(`/about/councils/${today.replace('/', '-')}`);
  });

  it("starts a new session with the current council's positions, vacant and never shown publicly", async () => {
    const before = await currentSession();
    await create({
      name: 'Amaka Eze',
      position: 'Vice President',
      displayOrder: 2,
      imageUrl: 'https://x.test/a.jpg',
    });
    const started = await startSession({ copy: 'positions' });
    expect(started.statusCode).toBe(201);
    const [first] = before.split('/').map(Number) as [number];
    const next = `${first + 1}/${first + 2}`;
    expect(started.json()).toEqual({ session: next, created: 2 });
    expect(await currentSession()).toBe(next);

    // The public lists show nobody yet: both positions are vacant.
    expect(await names('/api/executives')).toEqual([]);
    expect(await names('/api/executives/featured')).toEqual([]);
    // The admin list sees the vacant positions, in the old council's order, without portraits.
    const vacant = (await get('/api/executives?vacant=include')).json();
    expect(vacant.map((e: object) => e)).toMatchObject([
      { name: '', position: 'President', isFeatured: true, imageUrl: null, session: next },
      { name: '', position: 'Vice President', displayOrder: 2, imageUrl: null, session: next },
    ]);
    // The old council is kept, whole, as a past one.
    expect(await names(`/api/executives?session=${before}`)).toEqual(['Zainab Bello', 'Amaka Eze']);
    expect((await get('/api/executives/sessions')).json()).toEqual([next, before, '2024/2025', '2023/2024']);

    // Filling a vacant position: it appears on the current council.
    const president = vacant[0];
    const filled = await t.app.inject({
      method: 'PUT',
      url: `/api/executives/${president._id}`,
      headers: bearer(token),
      payload: {
        ...president,
        name: 'Tunde Bakare',
        _id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
      },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await names('/api/executives')).toEqual(['Tunde Bakare']);
    expect(await names('/api/executives/featured')).toEqual(['Tunde Bakare']);
  });

  it('starts an empty session, and refuses one that already has a council', async () => {
    const before = await currentSession();
    const started = await startSession({ copy: 'empty' });
    expect(started.statusCode).toBe(201);
    const { session } = started.json();
    expect(started.json().created).toBe(0);
    expect(await currentSession()).toBe(session);
    expect(await names('/api/executives?vacant=include')).toEqual([]);
    // The empty new session is listed (an admin can fill it), the previous one too.
    expect((await get('/api/executives/sessions')).json().slice(0, 2)).toEqual([session, before]);

    // Someone already put people in the session after this one: starting it again is a 409, and
    // the current session stays.
    const [first] = session.split('/').map(Number) as [number];
    const after = `${first + 1}/${first + 2}`;
    await create({ name: 'Early Bird', position: 'President', session: after });
    const taken = await startSession({ copy: 'positions' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `The ${after} session already has a council. Choose it in the Session filter to edit it.`,
    );
    expect(await currentSession()).toBe(session);
  });

  it('validates the choice and needs an editor or more', async () => {
    const bad = await startSession({ copy: 'names' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Copy must be 'positions' or 'empty'.");
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/executives/sessions',
      payload: { copy: 'empty' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an administrator name the current session in the site settings', async () => {
    const settings = (await get('/api/settings')).json();
    const { updatedAt: _, ...input } = settings;
    const put = (currentSession: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(token),
        payload: { ...input, currentSession },
      });
    expect((await put('2024-2025')).statusCode).toBe(200);
    expect(await currentSession()).toBe('2024/2025');
    expect(await names('/api/executives')).toEqual(['Old President']);
    const bad = await put('2024/2024');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      currentSession: 'Current session must be two consecutive years, like 2025/2026.',
    });
  });
});
