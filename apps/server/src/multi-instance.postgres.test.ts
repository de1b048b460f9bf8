import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './lib/paths.ts';
import { freePort, type Running, startServer } from './testing/server-process.ts';
import { emptyPostgresDatabase } from './testing/test-app.ts';

/**
 * Three real server processes on one PostgreSQL database, each with a data directory of its own, as
 * on three machines behind a load balancer.
 */
const INSTANCES = 3;
// Three processes compiling the server at once on a shared two-core machine.
const START_TIMEOUT_MS = 90_000;

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

let databaseUrl: string;
let dropDatabase: () => Promise<void>;
let instances: Running[] = [];
const dataDirs: string[] = [];

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  ({ url: databaseUrl, drop: dropDatabase } = await emptyPostgresDatabase());
  // Started together on the empty database: they race for the migrations.
  instances = await Promise.all(
    Array.from({ length: INSTANCES }, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-instance-'));
      dataDirs.push(dataDir);
      return startServer(
        dataDir,
        await freePort(),
        { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
        { startTimeoutMs: START_TIMEOUT_MS },
      );
    }),
  );
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await dropDatabase?.();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('three instances on one PostgreSQL', () => {
  it('all become ready when started together on an empty database, with one schema', async () => {
    for (const instance of instances) {
      const ready = await fetch(`${instance.base}/api/ready`);
      expect(ready.status, instance.output()).toBe(200);
      expect(instance.output()).toBe('');
    }
    const migrations = await query('select id from drizzle.__drizzle_migrations');
    expect(migrations).toHaveLength(journal.entries.length);
  });
});
