import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';
import { freePort } from './testing/server-process.ts';

/**
 * `npm start` on an empty data directory, as a new society runs it on a small server (issue 24):
 * after the build (npm test builds before this step), npm's own process and one node process serve
 * the site, the database comes from the build's prepared copy, and SIGTERM still drains.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-npm-start-'));
let npm: ChildProcess | undefined;
afterAll(() => {
  npm?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');

it('serves an empty data directory from npm and one node process, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The server prints its start line once it listens (start-line.ts); an exit before it fails.
  const started = new Promise<boolean>((resolve) => {
    npm!.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('The site is running')) resolve(true);
    });
    npm!.on('exit', () => resolve(false));
  });
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm!.on('close', (code) => resolve(code)));

  const base = `http://127.0.0.1:${port}`;
  expect(await started, output).toBe(true);
  expect((await fetch(`${base}/api/health`)).ok).toBe(true);

  const [server, ...others] = childrenOf(npm.pid!);
  expect(others, output).toEqual([]);
  expect(commandLine(server!)).toMatch(/^\S*node --liftoff-only scripts\/start\.mjs/);
  expect(childrenOf(server!)).toEqual([]);
  // Copied from the build, not made by initdb at start: no build ran, and the database is there.
  expect(output).not.toMatch(/Building the site/);
  expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  expect(await (await fetch(`${base}/api/users/setup`)).json()).toEqual({ hasAccounts: false });

  npm.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  expect(existsSync(`/proc/${server}`)).toBe(false);
});
