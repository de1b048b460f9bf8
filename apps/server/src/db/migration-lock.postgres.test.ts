import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths.ts';
import { emptyPostgresDatabase } from '../testing/test-app.ts';
import { type DatabaseHandle, MIGRATION_LOCK, openDatabase } from './client.ts';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase() {
  const { url, drop } = await emptyPostgresDatabase();
  cleanups.push(drop);
  return url;
}

const appliedMigrations = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select hash from drizzle.__drizzle_migrations');
    return rows.length;
  } finally {
    await client.end();
  }
};

describe('migrations on a shared PostgreSQL', () => {
  it('wait while another instance holds the migration lock, then start on the schema it made', async () => {
    const url = await emptyDatabase();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    cleanups.push(() => other.end());
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);

    let opened: DatabaseHandle | null = null;
    const opening = openDatabase({ kind: 'postgres', url, maxConnections: 2 }).then((handle) => {
      opened = handle;
      return handle;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(opened).toBeNull();

    await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    const handle = await opening;
    cleanups.push(() => handle.close());
    expect(await handle.ping()).toBe(true);
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
  });

  it('leave one schema when five instances open an empty database at once', async () => {
    const url = await emptyDatabase();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => openDatabase({ kind: 'postgres', url, maxConnections: 2 })),
    );
    for (const result of results)
      if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
  });
});
