import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  copyInitialDataDir,
  INITIAL_DATA_DIR_VERSION_FILE,
  installedPgliteVersion,
} from './initial-data-dir.ts';

/**
 * The rules of the first start's copy. That the copied folder is a database the server opens is
 * shown by the start of the built server on an empty data directory (npm-start.test.ts).
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lss-initial-'));
  dirs.push(dir);
  return dir;
}

function template(version = installedPgliteVersion()) {
  const dir = path.join(scratch(), 'initial-db');
  mkdirSync(path.join(dir, 'base'), { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(dir, 'base', 'page'), 'data');
  writeFileSync(path.join(dir, INITIAL_DATA_DIR_VERSION_FILE), version);
  return dir;
}

describe('the prepared initial database', () => {
  it('fills a missing database folder, without the version marker or a staging folder left behind', () => {
    const dbDir = path.join(scratch(), 'db');
    expect(copyInitialDataDir(dbDir, template())).toBe(true);
    expect(readFileSync(path.join(dbDir, 'base', 'page'), 'utf8')).toBe('data');
    expect(existsSync(path.join(dbDir, INITIAL_DATA_DIR_VERSION_FILE))).toBe(false);
    expect(readdirSync(path.dirname(dbDir))).toEqual(['db']);
  });

  it('fills an empty database folder left by a start that stopped early', () => {
    const dbDir = path.join(scratch(), 'db');
    mkdirSync(dbDir);
    expect(copyInitialDataDir(dbDir, template())).toBe(true);
    expect(existsSync(path.join(dbDir, 'PG_VERSION'))).toBe(true);
  });

  it('never touches a folder that holds anything', () => {
    const dbDir = path.join(scratch(), 'db');
    mkdirSync(dbDir);
    writeFileSync(path.join(dbDir, 'PG_VERSION'), 'mine');
    expect(copyInitialDataDir(dbDir, template())).toBe(false);
    expect(readdirSync(dbDir)).toEqual(['PG_VERSION']);
    expect(readFileSync(path.join(dbDir, 'PG_VERSION'), 'utf8')).toBe('mine');
  });

  it("is not used when another PGlite version made it, or when the build made none (PGlite's initdb runs)", () => {
    const dbDir = path.join(scratch(), 'db');
    expect(copyInitialDataDir(dbDir, template('0.0.1'))).toBe(false);
    expect(copyInitialDataDir(dbDir, path.join(scratch(), 'missing'))).toBe(false);
    expect(existsSync(dbDir)).toBe(false);
  });
});
