import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { copyInitialDataDir } from './initial-data-dir.ts';
import { createNotices, type Notices } from './notices.ts';
import * as schema from './schema/index.ts';
import { StatementQueue } from './statement-queue.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How instances sharing a PostgreSQL tell each other of their writes; null for the embedded database. */
  notices: Notices | null;
  /** Answers whether the database responds to a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Gives the query planner statistics and reclaims deleted rows' space (`VACUUM (ANALYZE)`).
   * PostgreSQL's autovacuum does this by itself; the embedded PGlite runs no background workers, so
   * without it a site's tables never get statistics and the planner sorts whole lists that an index
   * already orders (decision 022). A no-op where there is nothing to do.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * `logger` hears every statement drizzle runs (the volume bench explains the lists' queries).
   * `from`: an in-memory database (dataDir null) starts as a copy of this dumped data directory
   * (PGlite's dumpDataDir), instead of running initdb: the API tests open one per file.
   */
  | { kind: 'pglite'; dataDir: string | null; logger?: Logger; from?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

/** Opens the database, runs the migrations and returns a handle; each caller gets its own. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.logger, options.from)
    : openPostgres(options.url, options.maxConnections);
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory and nearly
 * doubles the server's resident size. A society's database is a few megabytes: 8 MB holds its hot
 * pages, the operating system's file cache holds the rest, and public reads are cached in process.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

async function openPglite(dataDir: string | null, logger?: Logger, from?: Blob): Promise<DatabaseHandle> {
  // dataDir null: in memory, for tests. Otherwise DATA_DIR/db, guarded by a lock file.
  let unlock = () => {};
  let pglite: PGlite;
  if (dataDir) {
    unlock = lockDataDir(dataDir);
    const dbDir = path.join(dataDir, 'db');
    copyInitialDataDir(dbDir);
    mkdirSync(dbDir, { recursive: true });
    pglite = new PGlite(dbDir, { startParams: PGLITE_START_PARAMS });
  } else {
    pglite = new PGlite(from ? { loadDataDir: from } : {});
  }
  const client = new StatementQueue(pglite);
  try {
    await pglite.waitReady;
    // Typed for the PGlite class, drizzle's driver calls only what the queue offers (see there).
    const db = drizzlePglite({ client: client as unknown as PGlite, schema, ...(logger ? { logger } : {}) });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      notices: null,
      ping: async () => {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      // An in-memory database (tests) lives for a few seconds; statistics would not outlive it.
      maintain: async () => {
        if (dataDir) await client.query('VACUUM (ANALYZE)');
      },
      close: async () => {
        try {
          if (!pglite.closed) {
            if (dataDir) await client.query('CHECKPOINT');
            await client.close();
          }
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    await pglite.close().catch(() => {});
    unlock();
    throw error;
  }
}

/**
 * Any constant will do: instances that share one database take turns on it. Advisory locks belong
 * to a database, so instances of other databases on the same server never wait for each other.
 */
export const MIGRATION_LOCK = 1_400_005_314;

/**
 * Runs the migrations holding an advisory lock: instances started together on an empty database
 * would otherwise race to create drizzle's own schema and table and to apply the same migration.
 * The later ones wait, then find nothing left to do. Lock, migrations and unlock use one connection,
 * since a session-level lock belongs to the connection that took it.
 */
async function migrateLocked(pool: pg.Pool) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    // A connection whose lock state is unknown is closed, never handed back to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateLocked(pool);
    const notices = createNotices({ url, pool });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      notices,
      ping: async () => {
        try {
          await db.execute(sql`select 1`);
          return true;
        } catch {
          return false;
        }
      },
      // The server's autovacuum analyzes and vacuums tables as they change.
      maintain: async () => {},
      // Idempotent, as the PGlite handle's is: a second close is a no-op, not an error.
      close: async () => {
        await notices.close();
        if (!pool.ending) await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
