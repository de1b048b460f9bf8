import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { explainLists, type LoggedQuery } from '../demo/explain-lists.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { posts } from './schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const POSTS = 3000;

/** A site's archive of published posts written straight into the tables, as a restore or import does. */
async function archiveOfPosts(database: DatabaseHandle) {
  const now = Date.now();
  for (let start = 0; start < POSTS; start += 500) {
    await database.db.insert(posts).values(
      Array.from({ length: 500 }, (_, offset) => {
        const index = start + offset;
        return {
          title: `Case note ${index}`,
          slug: `case-note-${index}`,
          contentBody: `<p>The court considered the duty of care in case ${index}.</p>`,
          authorName: 'Editor',
          status: 'published' as const,
          publishedAt: new Date(now - (index + 1) * (DAY / 2)),
          createdAt: new Date(now - (index + 1) * (DAY / 2)),
        };
      }),
    );
  }
}

/** The plan of the news list's first page, as the posts service reads it. */
async function newsPlan(
  database: DatabaseHandle,
  heard: LoggedQuery[],
  app: Awaited<ReturnType<typeof buildApp>>,
) {
  const client = (
    database.db as unknown as {
      $client: { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const plans = await explainLists(app.services, heard, async (query, params) =>
    (await client.query(query, params)).rows.map((row) => row['QUERY PLAN'] ?? ''),
  );
  const section = plans
    .split('### ')
    .find((part) => part.startsWith('posts (published, newest first), page 1'));
  return section ?? '';
}

describe('the embedded database keeps its statistics (no autovacuum in PGlite)', () => {
  let dataDir = '';
  let close = async () => {};
  afterEach(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('at start, the server analyzes an archive written while it was stopped: the news page is read off its index, not sorted', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lss-maintenance-'));
    const seeding = await openDatabase({ kind: 'pglite', dataDir });
    await archiveOfPosts(seeding);
    await seeding.close();

    const heard: LoggedQuery[] = [];
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      logger: { logQuery: (query, params) => void heard.push({ query, params }) },
    });
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database });
    close = async () => {
      await app.close();
      await database.close();
    };
    await app.ready();

    const plan = await newsPlan(database, heard, app);
    expect(plan).toContain(`${POSTS} rows`);
    expect(plan).toMatch(/Index Scan Backward using posts_status_published_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
