import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const episode = (overrides: object = {}) => ({
  title: 'Law & Vibes',
  description: 'A conversation.',
  episodeDate: at(48),
  xSpaceUrl: 'https://x.com/i/spaces/1',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/podcast', headers: bearer(token), payload });

describe('podcast API', () => {
  it('answers null when nothing is upcoming', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/podcast/upcoming' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('computes the status from the date and ignores a client status', async () => {
    const future = await create(episode({ title: 'Future', status: 'Archived' }));
    expect(future.statusCode).toBe(201);
    expect(future.json()).toMatchObject({ status: 'Upcoming', guestName: null });
    const past = await create(
      episode({ title: 'Past', episodeDate: at(-24), status: 'Upcoming', guestName: 'Prof. Bello' }),
    );
    expect(past.json()).toMatchObject({ status: 'Archived', guestName: 'Prof. Bello' });
  });

  it('upcoming is the soonest future episode; archived are past ones, newest first', async () => {
    await create(episode({ title: 'Sooner', episodeDate: at(2) }));
    await create(episode({ title: 'Older past', episodeDate: at(-24 * 30) }));
    expect((await t.app.inject({ method: 'GET', url: '/api/podcast/upcoming' })).json().title).toBe('Sooner');
    const archived = (await t.app.inject({ method: 'GET', url: '/api/podcast/archived' })).json();
    expect(archived.map((e: { title: string }) => e.title)).toEqual(['Past', 'Older past']);
    expect(archived.every((e: { status: string }) => e.status === 'Archived')).toBe(true);
    const all = await t.app.inject({ method: 'GET', url: '/api/podcast/all', headers: bearer(token) });
    expect(all.json()).toHaveLength(4);
  });

  it('archived finds q in the title or the guest, case and accents aside, taken literally, a page at a time', async () => {
    await create(episode({ title: 'Torts & Tea', episodeDate: at(-48), guestName: 'Barr. Kemi 100%' }));
    const titles = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/podcast/archived?${query}` });
      expect(response.statusCode, query).toBe(200);
      return {
        titles: response.json().map((e: { title: string }) => e.title),
        total: response.headers['x-total-count'],
      };
    };
    expect(await titles('q=TORTS')).toEqual({ titles: ['Torts & Tea'], total: '1' });
    expect(await titles('q=bello')).toEqual({ titles: ['Past'], total: '1' });
    expect(await titles('q=100%25')).toEqual({ titles: ['Torts & Tea'], total: '1' });
    // % and _ are letters here, not wildcards.
    expect(await titles('q=_')).toEqual({ titles: [], total: '0' });
    // The upcoming episode is never in the archive, whatever matches.
    expect((await titles('q=sooner')).titles).toEqual([]);
    expect(await titles('q=%20%20')).toMatchObject({ total: '3' });
    const paged = await t.app.inject({ method: 'GET', url: '/api/podcast/archived?q=t&limit=1&page=2' });
    expect(paged.json().map((e: { title: string }) => e.title)).toEqual(['Torts & Tea']);
    // Accents aside, as a listener types a guest's name.
    await create(episode({ title: 'Land Law', episodeDate: at(-72), guestName: 'Dr. Ọlájídé Ádébáyọ̀' }));
    expect(await titles('q=olajide%20adebayo')).toEqual({ titles: ['Land Law'], total: '1' });
    expect(paged.headers.link).toContain('q=t');
    const long = await t.app.inject({ method: 'GET', url: `/api/podcast/archived?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Search for at most 200 characters.');
  });

  it('recomputes the status on read once the time has passed', async () => {
    const soon = (
      await create(
        episode({
          title: 'In a moment',
          episodeDate: new Date(t.clock.now().getTime() + 1500).toISOString(),
        }),
      )
    ).json();
    expect(soon.status).toBe('Upcoming');
    t.clock.advance(1700);
    expect((await t.app.inject({ method: 'GET', url: `/api/podcast/${soon._id}` })).json().status).toBe(
      'Archived',
    );
  });

  it('validates the space link and required fields', async () => {
    const response = await create({
      title: '',
      description: '',
      episodeDate: 'soon',
      xSpaceUrl: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
      episodeDate: 'Date & Time must be a valid date and time.',
      xSpaceUrl: 'X Space Link must be a valid http:// or https:// URL.',
    });
  });

  it('updates and deletes', async () => {
    const created = (await create(episode({ title: 'Temp' }))).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/podcast/${created._id}`,
      headers: bearer(token),
      payload: episode({ title: 'Temp 2', episodeDate: at(-1) }),
    });
    expect(updated.json()).toMatchObject({ title: 'Temp 2', status: 'Archived' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/podcast/${created._id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ message: 'Episode deleted' });
  });

  it('requires a token for the admin list and writes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/podcast/all'],
      ['POST', '/api/podcast'],
      ['PUT', `/api/podcast/${id}`],
      ['DELETE', `/api/podcast/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
