import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 27, 'Limits and abuse': 5,000 members. The roster pages like every admin list (decisions.md,
// Lists at volume): a page of 50 at a time, each page read off members_joined_idx, never the whole
// table sorted. Its time is measured by `npm run bench:volume` (docs/performance.md), not here.

const MEMBERS = 5000;
const LEVELS = ['100L', '200L', '300L', '400L', '500L', 'Postgraduate', 'Alumni'] as const;
const STATUSES = ['pending', 'active', 'verified', 'lapsed'] as const;
const START = Date.UTC(2020, 0, 1);

let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  editor = bearer(await t.adminToken());
  for (let start = 0; start < MEMBERS; start += 500) {
    await t.database.db.insert(members).values(
      Array.from({ length: 500 }, (_, offset) => {
        const n = start + offset;
        return {
          fullName: `Student ${String(n).padStart(4, '0')}`,
          email: `student${n}@students.test`,
          matricNumber: `20/55EA${String(n).padStart(4, '0')}`,
          level: LEVELS[n % LEVELS.length]!,
          status: STATUSES[n % STATUSES.length]!,
          // One an hour: the newest is the last inserted.
          joinedAt: new Date(START + n * 3_600_000),
          joinedSession: n < 2500 ? '2024/2025' : '2025/2026',
        };
      }),
    );
  }
  // What the server's daily maintenance does (db/client.ts): the planner knows the table's size.
  await t.database.db.execute(sql`analyze members`);
});
afterAll(() => t.close());

const page = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/members?${query}`, headers: editor });
const ids = (response: { json(): unknown }) =>
  (response.json() as { _id: string }[]).map((member) => member._id);

describe(`the roster at ${MEMBERS.toLocaleString('en')} members`, () => {
  it('covers every member once in pages of 50, newest first, with X-Total-Count and Link', async () => {
    const seen: string[] = [];
    let names: string[] = [];
    const last = MEMBERS / 50;
    for (let n = 1; n <= last; n++) {
      const response = await page(`page=${n}&limit=50`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe(String(MEMBERS));
      if (n < last) expect(response.headers.link).toContain(`page=${n + 1}&limit=50>; rel="next"`);
      else expect(response.headers.link).toBe(`</api/members?page=${n - 1}&limit=50>; rel="prev"`);
      seen.push(...ids(response));
      names = (response.json() as { fullName: string }[]).map((member) => member.fullName);
      if (n === 1) expect(names.slice(0, 2)).toEqual(['Student 4999', 'Student 4998']);
    }
    expect(names.at(-1)).toBe('Student 0000');
    expect(seen).toHaveLength(MEMBERS);
    expect(new Set(seen).size).toBe(MEMBERS);
  });

  it('finds one member by number, and filters and sorts the whole roster', async () => {
    const found = await page('q=55ea1234&limit=50');
    expect((found.json() as { fullName: string }[]).map((member) => member.fullName)).toEqual([
      'Student 1234',
    ]);
    const filtered = await page('status=verified&level=300L&joinedSession=2025/2026&sort=name&limit=10');
    expect(filtered.headers['x-total-count']).toBe('89');
    const sorted = (filtered.json() as { fullName: string; level: string; status: string }[]).map(
      (m) => m.fullName,
    );
    expect(sorted).toEqual([...sorted].sort());
    expect((await page('sort=-level&limit=1')).json()[0].level).toBe('Alumni');
  });

  it('reads the first page off members_joined_idx, without sorting the table', async () => {
    const query = t.database.db
      .select()
      .from(members)
      .orderBy(desc(members.joinedAt), desc(members.id))
      .limit(50)
      .offset(0)
      .toSQL();
    const client = (
      t.database.db as unknown as {
        $client: { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const plan = (await client.query(`EXPLAIN ${query.sql}`, query.params)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan Backward using members_joined_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
