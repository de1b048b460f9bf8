import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { MAILBOX_ENV, startMailbox } from './test/support/mailbox.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(repoRoot, 'apps/server/dist/server.mjs');

/** Pino's level for errors: a request the server failed (a 500) is logged at this level or above. */
const ERROR_LEVEL = 50;

/**
 * The server's log is kept beside the test results, and its errors are printed: a failed request in
 * a CI run can then be traced to its cause, which the browser only sees as a status.
 */
async function keepServerLog(log: string, outputDir: string): Promise<void> {
  await mkdir(outputDir, { recursive: true });
  await writeFile(path.join(outputDir, 'server.log'), log);
  const errors = log.split('\n').filter((line) => {
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= ERROR_LEVEL;
    } catch {
      return false;
    }
  });
  if (errors.length > 0) console.error(`The server logged ${errors.length} error(s):\n${errors.join('\n')}`);
}

async function waitForHealth(baseURL: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/**
 * Starts the built app exactly as `npm start` runs it (node --liftoff-only apps/server/dist/server.mjs) on a fresh
 * DATA_DIR, and returns the teardown that stops it and removes the data.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  const outputDir = config.projects[0]?.outputDir;
  if (!baseURL || !outputDir) throw new Error('playwright.config.ts sets no baseURL or outputDir');
  if (!existsSync(serverBundle)) throw new Error('Build first: npm run build (npm run test:e2e does both).');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'lss-e2e-'));
  // The server's e-mail (invitations, password resets) goes to a real SMTP server the tests read.
  const mailDir = path.join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailDir);
  process.env[MAILBOX_ENV] = mailDir;
  const { port } = new URL(baseURL);
  let log = '';
  const server = spawn(process.execPath, ['--liftoff-only', serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SMTP_URL: mailbox.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });

  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    server.kill('SIGKILL');
    await mailbox.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await mailbox.stop();
    await rm(dataDir, { recursive: true, force: true });
    await keepServerLog(log, outputDir);
  };
}
