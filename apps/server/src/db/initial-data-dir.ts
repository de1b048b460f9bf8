import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverRoot } from '../lib/paths.ts';

/**
 * PGlite creates an empty data directory by running PostgreSQL's initdb inside WebAssembly, and that
 * peaks at about 650 MB of memory: a fresh install would be killed on a 512 MB server before it ever
 * answered. The build runs initdb once (build.mjs) into this folder; a first start copies it, then
 * migrates as every start does (decision 025). Nothing in it depends on our schema, only on PGlite.
 */
export const INITIAL_DATA_DIR = path.join(serverRoot, 'dist', 'initial-db');
/** Names the PGlite version that made the copy: another version's files are never used. */
export const INITIAL_DATA_DIR_VERSION_FILE = '.pglite-version';

/** The installed PGlite's version, from its package.json (its exports do not list that file). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** True when `dbDir` is missing or an empty folder: no database and nothing half-made to keep. */
const isEmptyFolder = (dbDir: string) => !existsSync(dbDir) || readdirSync(dbDir).length === 0;

function usableTemplate(template: string): boolean {
  const marker = path.join(template, INITIAL_DATA_DIR_VERSION_FILE);
  return existsSync(marker) && readFileSync(marker, 'utf8').trim() === installedPgliteVersion();
}

/**
 * Fills an empty `dbDir` with a copy of the prepared data directory, if the build made one for the
 * installed PGlite; answers whether it did. The copy goes to a sibling folder first and is renamed
 * into place, so a start interrupted while copying leaves no half-made database behind.
 */
export function copyInitialDataDir(dbDir: string, template = INITIAL_DATA_DIR): boolean {
  if (!isEmptyFolder(dbDir) || !usableTemplate(template)) return false;
  const staging = `${dbDir}.initial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(template, staging, {
    recursive: true,
    filter: (source) => path.basename(source) !== INITIAL_DATA_DIR_VERSION_FILE,
  });
  // An empty dbDir (made by an earlier start that stopped before initdb) is replaced whole.
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(staging, dbDir);
  return true;
}

/**
 * The build's step (`node dist/cli.mjs prepare-initial-db`): runs initdb once into the template
 * folder, unless it already holds one of the installed PGlite. Answers whether it made one.
 */
export async function prepareInitialDataDir(template = INITIAL_DATA_DIR): Promise<boolean> {
  if (usableTemplate(template)) return false;
  const staging = `${template}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const pglite = new PGlite(staging);
    await pglite.waitReady;
    await pglite.close();
    writeFileSync(path.join(staging, INITIAL_DATA_DIR_VERSION_FILE), installedPgliteVersion());
    rmSync(template, { recursive: true, force: true });
    renameSync(staging, template);
    return true;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
