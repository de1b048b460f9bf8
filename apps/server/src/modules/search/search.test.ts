import { apiMessages } from '@lss/shared/api-messages';
import { SEARCH_QUERY_MAX_LENGTH } from '@lss/shared/search';
import { searchMessages } from '@lss/shared/search-messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { RANKED_CANDIDATES } from './search.repository.ts';
import { SEARCHES_PER_MINUTE } from './search.routes.ts';

let t: TestApp;
let post: (url: string, payload: object) => Promise<unknown>;

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the site's own proxy (inject comes from loopback).
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  const token = await t.adminToken();
  post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  await post('/api/posts', {
    title: 'The Law of Torts',
    slug: 'torts',
    status: 'published',
    contentBody: '<p>Negligence requires a <strong>duty of care</strong> owed to the claimant.</p>',
  });
  await post('/api/posts', {
    title: 'Draft on torts',
    slug: 'draft-torts',
    status: 'draft',
    contentBody: '<p>torts</p>',
  });
  await post('/api/posts', {
    title: 'Future torts',
    slug: 'future-torts',
    status: 'published',
    publishedAt: '2099-01-01T00:00:00Z',
  });
  await post('/api/posts', {
    title: 'Criminal procedure',
    slug: 'crim',
    status: 'published',
    contentBody: '<p>Mentions torts once.</p>',
  });
  await post('/api/events', {
    title: 'Torts Moot',
    description: 'A moot on negligence.',
    eventDate: '2030-01-01T10:00:00Z',
    venue: 'Hall',
  });
  await post('/api/materials', {
    title: 'Torts past questions',
    level: '200L',
    materialType: 'Past Question',
    fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  });
  await post('/api/podcast', {
    title: 'Careful Talk',
    description: 'On the duty of care in torts.',
    guestName: 'Prof. Torts',
    episodeDate: '2020-01-01T10:00:00Z',
    xSpaceUrl: 'https://x.com/i/spaces/1',
  });
  await post('/api/posts', {
    title: 'Back on air',
    slug: 'back-on-air',
    status: 'published',
    contentBody:
      '<h2>The problem</h2><p>Law &amp; Vibes, the &quot;society&quot; podcast, returns this term.</p>',
  });
  await post('/api/materials', {
    title: 'Contract handout',
    description: 'Notes on offer and acceptance',
    level: '300L',
    materialType: 'Handout',
    fileUrl: '/uploads/fedcba9876543210fedcba9876543210.pdf',
  });
  await post('/api/posts', {
    title: 'A long essay',
    slug: 'long-essay',
    status: 'published',
    contentBody: `<p>${LONG_BODY}</p>`,
  });
});
afterAll(() => t.close());

const FILLER = 'Procedure governs how a claim moves through the courts. ';
const LONG_BODY = `${FILLER.repeat(12)}The estoppel doctrine binds a promisor to a promise relied upon. ${FILLER.repeat(12)}`;

type Part = { text: string; match: boolean };
type Hit = { title: string; kind: string; url: string; snippet: Part[] };

const search = (q: string, ip = '10.2.0.1', extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { 'x-forwarded-for': ip },
  });
const hits = async (q: string, extra = ''): Promise<Hit[]> => (await search(q, '10.2.0.1', extra)).json();
const shown = (hit: Hit) => hit.snippet.map((part) => part.text).join('');

describe('site search', () => {
  it('finds published posts, events, materials and episodes, ranked across kinds, stemmed', async () => {
    const response = await search('tort');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    const found: Hit[] = response.json();
    expect(found.map((hit) => hit.title).sort()).toEqual(
      ['Careful Talk', 'Criminal procedure', 'The Law of Torts', 'Torts Moot', 'Torts past questions'].sort(),
    );
    // Torts in a title weighs more than a word in a body.
    expect(found.at(-1)?.title).toBe('Criminal procedure');
    const byTitle = Object.fromEntries(found.map((hit) => [hit.title, hit]));
    expect(byTitle['The Law of Torts']).toMatchObject({ kind: 'posts', url: '/news/torts' });
    expect(byTitle['Torts Moot']).toMatchObject({
      kind: 'events',
      url: expect.stringMatching(/^\/events\//),
    });
    expect(byTitle['Torts past questions']).toMatchObject({
      kind: 'materials',
      url: '/uploads/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(byTitle['Careful Talk']).toMatchObject({ kind: 'episodes', url: '/podcast' });
  });

  it('returns snippets as text pieces with the matches marked, never HTML', async () => {
    const [hit] = await hits('duty of care');
    expect(hit?.snippet.some((part) => part.match && /duty|care/i.test(part.text))).toBe(true);
    expect(JSON.stringify(hit?.snippet)).not.toMatch(/<strong>|<p>/);
  });

  it('reads entities as characters and keeps a heading apart from the sentence after it', async () => {
    const [hit] = await hits('podcast returns');
    expect(hit?.title).toBe('Back on air');
    expect(shown(hit as Hit)).toBe('The problem. Law & Vibes, the "society" podcast, returns this term.');
    expect(hit?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'podcast',
      'returns',
    ]);
  });

  it('separates the fields a snippet is cut from', async () => {
    const [hit] = await hits('acceptance');
    expect(hit?.title).toBe('Contract handout');
    expect(shown(hit as Hit)).toBe('Notes on offer and acceptance · 300L · Handout');
  });

  it('cuts a snippet from the middle of a long text between words, with an ellipsis at each cut', async () => {
    const [hit] = await hits('estoppel');
    expect(hit?.title).toBe('A long essay');
    const text = shown(hit as Hit);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    const inner = text.slice(1, -1);
    const at = LONG_BODY.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    // Whole words: a space before the first and after the last.
    expect(LONG_BODY[at - 1]).toBe(' ');
    expect(LONG_BODY[at + inner.length]).toMatch(/[ .]/);
    expect(hit?.snippet.find((part) => part.match)?.text).toBe('estoppel');
  });

  it('answers no results, and refuses an empty query', async () => {
    const none = await search('xylophone');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers.link).toBeUndefined();
    const empty = await search('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.q).toBe('Enter something to search for.');
    expect((await search('"unbalanced -( OR')).statusCode).toBe(200);
  });
});

describe('pages of results', () => {
  beforeAll(async () => {
    for (let index = 0; index < 13; index++) {
      await post('/api/posts', {
        title: `Quorum rules ${index}`,
        slug: `quorum-${index}`,
        status: 'published',
        contentBody: `<p>${'The quorum of a meeting. '.repeat(400)}</p>`,
      });
    }
  });

  it('gives one page as the body, the total in X-Total-Count and the neighbours in Link', async () => {
    const first = await search('quorum', '10.2.0.2', '&limit=5');
    expect(first.json()).toHaveLength(5);
    expect(first.headers['x-total-count']).toBe('13');
    expect(first.headers.link).toBe('</api/search?q=quorum&limit=5&page=2>; rel="next"');

    const middle = await search('quorum', '10.2.0.2', '&limit=5&page=2');
    expect(middle.headers.link).toBe(
      '</api/search?q=quorum&limit=5&page=3>; rel="next", </api/search?q=quorum&limit=5&page=1>; rel="prev"',
    );
    const last = await search('quorum', '10.2.0.2', '&limit=5&page=3');
    expect(last.json()).toHaveLength(3);
    expect(last.headers.link).toBe('</api/search?q=quorum&limit=5&page=2>; rel="prev"');

    const titles = async (page: number) =>
      ((await search('quorum', '10.2.0.2', `&limit=5&page=${page}`)).json() as Hit[]).map((hit) => hit.title);
    const all = [...(await titles(1)), ...(await titles(2)), ...(await titles(3))];
    expect(new Set(all).size).toBe(13);

    // Past the end: an empty page that points back to the last one.
    const beyond = await search('quorum', '10.2.0.2', '&limit=5&page=9');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers.link).toBe('</api/search?q=quorum&limit=5&page=3>; rel="prev"');
    // Fifty a page unless asked.
    expect((await search('quorum', '10.2.0.2')).json()).toHaveLength(13);
  });

  it('refuses a page or a limit out of range with a clear message', async () => {
    const cases = [
      ['&page=0', 'page', 'Page must be at least 1.'],
      ['&page=two', 'page', 'Page must be a number.'],
      ['&limit=0', 'limit', 'Limit must be at least 1.'],
      ['&limit=101', 'limit', 'Limit is too large.'],
    ] as const;
    for (const [extra, field, message] of cases) {
      const response = await search('quorum', '10.2.0.3', extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await search('quorum', '10.2.0.3', '&limit=100&page=2')).statusCode).toBe(200);
  });

  it('marks the cut of a long body with an ellipsis', async () => {
    const [hit] = await hits('quorum', '&limit=1');
    expect(hit?.snippet.some((part) => part.match)).toBe(true);
    expect(shown(hit as Hit).endsWith('…')).toBe(true);
  });
});

describe('bounded cost of a search', () => {
  it('refuses a query longer than the limit with a clear message', async () => {
    const response = await search('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.q).toBe(searchMessages.queryTooLong(SEARCH_QUERY_MAX_LENGTH));
    expect((await search('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('ranks at most the newest RANKED_CANDIDATES matches of a kind, however many match', async () => {
    await t.database.db.execute(
      sql`insert into materials (title, level, material_type, file_url, file_type)
        select 'Bulk handout ' || n, '100L', 'Handout', '/uploads/bulk.pdf', 'PDF'
        from generate_series(1, ${RANKED_CANDIDATES + 3}) as n`,
    );
    const response = await search('bulk', '10.2.0.4', '&limit=100&page=2');
    expect(response.headers['x-total-count']).toBe(String(RANKED_CANDIDATES));
    expect(response.json()).toEqual([]);
  });

  it('serves a repeated search from the cache until a write changes what it shows', async () => {
    const titles = async (q: string) => (await hits(q)).map((hit) => hit.title);
    expect(await titles('claimant')).toEqual(['The Law of Torts']);
    // Behind the API's back: a cached answer does not see it …
    await t.database.db.execute(sql`update posts set title = 'Renamed Torts' where slug = 'torts'`);
    expect(await titles('claimant')).toEqual(['The Law of Torts']);
    // … and a write through the API drops it.
    await post('/api/posts', { title: 'Unrelated', slug: 'unrelated', status: 'published' });
    expect(await titles('claimant')).toEqual(['Renamed Torts']);
  });

  // PGlite's tsquery stack held 33 nested NOTs: a run of hyphens (websearch_to_tsquery's "not") answered 500.
  it('answers runs of hyphens and other operators with results, never a 500', async () => {
    for (const q of [
      `a${'-'.repeat(40)}b`,
      '-'.repeat(40),
      '-'.repeat(SEARCH_QUERY_MAX_LENGTH),
      '- '.repeat(60),
    ]) {
      const response = await search(q, '10.3.0.1');
      expect(response.statusCode, q).toBe(200);
    }
    // The words around the hyphens are still searched.
    expect((await hits(`torts${'-'.repeat(40)}`)).length).toBeGreaterThan(0);
    expect((await hits('"duty of care" -xylophone')).map((hit) => hit.url)).toContain('/news/torts');
    expect((await hits('"duty of care" -claimant')).map((hit) => hit.url)).not.toContain('/news/torts');
  });

  it('never answers 5xx, whatever punctuation or length the query has (property)', async () => {
    let client = 0;
    const punctuation = fc.constantFrom(
      ...'-!&|():*<>"\'`~@#$%^+=[]{};,./?\\ \t'.split(''),
      '<->',
      '<2>',
      'or',
      'OR',
      'a',
      'é',
    );
    const query = fc.oneof(
      fc.array(punctuation, { minLength: 1, maxLength: 120 }).map((parts) => parts.join('')),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 250 }),
      fc.string({ unit: fc.constantFrom('-', ' ', 'x', '"', '!', '('), minLength: 150, maxLength: 400 }),
      // Runs of one operator between words, up to past the length limit.
      fc
        .tuple(
          fc.string({ maxLength: 8 }),
          fc.constantFrom('-', '- ', '-"', '!', '(', '"', ' or', '<->', '&', '|', ':*'),
          fc.integer({ min: 1, max: 220 }),
          fc.string({ maxLength: 8 }),
        )
        .map(([before, operator, times, after]) => `${before}${operator.repeat(times)}${after}`),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        client += 1;
        const response = await search(q, `10.4.${Math.floor(client / 250)}.${client % 250}`);
        expect(response.statusCode, JSON.stringify(q)).toBeLessThan(500);
        if (response.statusCode === 400) expect(response.json().errors.q).toEqual(expect.any(String));
      }),
      { numRuns: 150 },
    );
  });

  it('limits the searches of one address per minute, and not of the others', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SEARCHES_PER_MINUTE; index++) {
      statuses.push((await search(`word${index}`, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, SEARCHES_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const refused = await search('torts', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(apiMessages.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await search('torts', '10.9.9.10')).statusCode).toBe(200);
  });
});
