import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { settableClock } from '../lib/clock.ts';

export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
/** TEST_STORAGE=s3: uploads go to a fresh bucket on the run's S3 server (s3-global-setup.ts). */
export const TEST_STORAGE = process.env.TEST_STORAGE === 's3' ? 's3' : 'disk';

/** The S3_* settings of a fresh bucket when this run keeps uploads in S3; none (disk) otherwise. */
async function storageEnv(): Promise<Record<string, string>> {
  if (TEST_STORAGE === 'disk') return {};
  // Loaded only here: the SDK is not imported by runs that do not use it.
  const { createTestBucket, s3Env } = await import('./s3-server.ts');
  const endpoint = inject('s3Endpoint');
  return s3Env(endpoint, await createTestBucket(endpoint));
}

/** A fresh, empty database of the kind this run tests: in-memory PGlite, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{
  database: DatabaseHandle;
  url: string | null;
  drop: () => Promise<void>;
}> {
  if (TEST_DATABASE === 'pglite') {
    const from = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: null, from });
    return { database, url: null, drop: async () => {} };
  }
  const { url, drop } = await emptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
  return { database, url, drop };
}

/** Another handle on an existing PostgreSQL database, as a second instance would open it; kept. */
async function sharedDatabase(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
  return { database, url, drop: async () => {} };
}

/** A new, empty database on the run's PostgreSQL server (TEST_DATABASE=postgres only). */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: serverUrl.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The whole API on a fresh database and data directory, driven with app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    maxInFlight?: number;
    logStream?: { write(line: string): void };
    /** Run on this PostgreSQL database (another test app's `databaseUrl`), as a second instance. */
    databaseUrl?: string;
    /** Serve the web pages too (Vite's development render: no build needed), for plain forms answered with a page. */
    pages?: 'development';
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-test-'));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(await storageEnv()),
    ...env,
  });
  const { databaseUrl: shared, ...appOptions } = options;
  const { database, url, drop } = shared ? await sharedDatabase(shared) : await freshDatabase();
  // Tests move time on with `clock.advance` instead of sleeping.
  const clock = settableClock();
  const app = await buildApp({ config, database, clock, ...appOptions });
  await app.ready();

  let adminCount = 0;
  return {
    app,
    config,
    database,
    clock,
    /** The PostgreSQL database's URL (null on PGlite), for a second instance on the same data. */
    databaseUrl: url,
    /** Registers an administrator (the first one needs no token) and returns a login token. */
    async adminToken(token?: string): Promise<string> {
      adminCount += 1;
      const email = `admin${adminCount}@lss.test`;
      const password = 'correct horse battery staple';
      const register = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { fullName: `Admin Number ${adminCount}`, email, password },
      });
      if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password },
      });
      return login.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
