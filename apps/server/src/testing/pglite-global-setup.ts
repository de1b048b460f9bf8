import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../lib/paths.ts';
import { runWide } from './run-wide.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated, empty PGlite data directory: each test app's database starts as a copy. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite makes a new database by running initdb in WebAssembly (3 s of CPU and 650 MB at its peak),
 * then every migration; the API tests open one or two per file. The run does that once here, and
 * each test app loads the dump (under a second) and finds nothing left to migrate.
 */
export default async function setup(project: TestProject) {
  const { value: file, release } = await runWide('pglite-template', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lss-pglite-template-'));
    const file = path.join(dir, 'migrated.tar');
    const pglite = new PGlite();
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    return { value: file, stop: () => rmSync(dir, { recursive: true, force: true }) };
  });
  project.provide('pgliteTemplate', file);
  return release;
}
