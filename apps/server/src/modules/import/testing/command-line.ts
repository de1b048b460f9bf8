import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../../config/env.ts';
import { openDatabase } from '../../../db/client.ts';
import { emptyPostgresDatabase, TEST_DATABASE } from '../../../testing/test-app.ts';
import type { ImportActor } from '../import-run.ts';

/** Who the service's own tests import as: the command line, as `npm run import` does. */
export const COMMAND_LINE_ACTOR: ImportActor = { id: null, fullName: 'Import (command line)' };

/** A command-line test opens a database of its own twice, on a machine that may be busy. */
export const CLI_TIMEOUT_MS = 120_000;

/**
 * What `npm run import` runs on in a test: a data directory (and, on PostgreSQL, a database) of its
 * own, the config it is read from, a terminal that keeps what is written to it, and the row counts
 * of that database afterwards. `close()` removes them.
 */
export async function commandLineSite(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const postgres = TEST_DATABASE === 'postgres' ? await emptyPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const terminal = {
    isTTY: false,
    /** Everything written since the last `clear()`. */
    output: '',
    write(text: string) {
      terminal.output += text;
    },
    clear() {
      terminal.output = '';
    },
  };
  return {
    config,
    terminal,
    /** How many rows each table has in the command's database (opened for this, then closed). */
    async rows(...tables: PgTable[]): Promise<number[]> {
      const database = await openDatabase(
        postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
      );
      try {
        const counts: number[] = [];
        for (const table of tables)
          counts.push((await database.db.select({ value: count() }).from(table))[0]!.value);
        return counts;
      } finally {
        await database.close();
      }
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}
