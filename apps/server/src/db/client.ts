import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; maxConnections?: number };

/** Opens the database, runs the migrations and returns a handle; each caller gets its own. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.maxConnections);
}

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on this thread and hands its lock to the next queued
 * statement in a microtask, so a queue of writes ran back to back without the event loop ever
 * polling: under a burst, new connections waited seconds to be accepted (the load test's 10 s
 * timeouts). Statements and transactions here wait their turn in one queue, and each starts on a
 * new turn of the event loop, so I/O is served between any two of them.
 */
function yieldingBetweenStatements(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    ((...args: A) => {
      const result = tail.then(nextTurnOfEventLoop).then(() => run(...args));
      tail = result.catch(() => undefined);
      return result;
    }) as (...args: A) => Promise<R>;
  return Object.assign(client, {
    query: inTurn(client.query.bind(client)) as PGlite['query'],
    exec: inTurn(client.exec.bind(client)) as PGlite['exec'],
    transaction: inTurn(client.transaction.bind(client)) as PGlite['transaction'],
  });
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory and nearly
 * doubles the server's resident size. A society's database is a few megabytes: 8 MB holds its hot
 * pages, the operating system's file cache holds the rest, and public reads are cached in process.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 first compiles it with its baseline compiler
 * (Liftoff) and then recompiles hot functions with TurboFan: that second copy and its compile
 * memory add ~50 MB to the server's peak, for queries no faster on our workload (measured in
 * docs/decisions/010-pglite-memory.md). The flag is read when the module is compiled, so it is set
 * just before PGlite loads; nothing else in the process runs WebAssembly.
 */
function compileWebAssemblyOnce() {
  v8.setFlagsFromString('--liftoff-only');
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  compileWebAssemblyOnce();
  // dataDir null: in memory, for tests. Otherwise DATA_DIR/db, guarded by a lock file.
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    unlock = lockDataDir(dataDir);
    const dbDir = path.join(dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
    client = yieldingBetweenStatements(new PGlite(dbDir, { startParams: PGLITE_START_PARAMS }));
  } else {
    client = yieldingBetweenStatements(new PGlite());
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: async () => {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        try {
          if (!client.closed) {
            if (dataDir) await client.exec('CHECKPOINT');
            await client.close();
          }
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
}

async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => {
        try {
          await db.execute(sql`select 1`);
          return true;
        } catch {
          return false;
        }
      },
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
