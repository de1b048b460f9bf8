import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Running, startServer } from './testing/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-start-line-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function stop(server: Running) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Request logs are JSON; the start line is the one line of plain text before them. */
const plainLines = (output: string) => output.split('\n').filter((line) => line && !line.startsWith('{'));

/**
 * The output once `ready` holds for it: the child's standard output reaches this process apart from
 * its answers on the socket, in either order, so a line may arrive a moment after the answer.
 */
async function outputOnce(server: Running, ready: (output: string) => boolean): Promise<string> {
  for (let attempt = 0; attempt < 100 && !ready(server.output()); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return server.output();
}

/** The start line as this test reads it: the child prints it before it listens. */
const startLines = async (server: Running) =>
  plainLines(await outputOnce(server, (output) => plainLines(output).length > 0));

// Real server starts (startServer allows each 60 s), not the suite's 30 s.
describe('npm start', { timeout: 120_000 }, () => {
  it('prints where to open the site, and on an empty site where to create the first account', async () => {
    const port = await freePort();
    const env = { LOG_LEVEL: 'info', PUBLIC_URL: `http://127.0.0.1:${port}` };
    const empty = await startServer(dataDir, port, env);
    try {
      expect(await startLines(empty)).toEqual([
        `The site is running: open http://127.0.0.1:${port}/ (no account yet: create the first one at http://127.0.0.1:${port}/register)`,
      ]);
      // The health probe that saw it ready was logged after the line.
      const output = await outputOnce(empty, (text) => text.includes('"incoming request"'));
      expect(output.indexOf('The site is running')).toBeLessThan(output.indexOf('"incoming request"'));
      const registered = await fetch(`${empty.base}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Ada Obi', email: 'ada@lss.test', password: 'moot-court-2026' }),
      });
      expect(registered.status).toBe(201);
    } finally {
      await stop(empty);
    }
    const again = await startServer(dataDir, port, env);
    try {
      expect(await startLines(again)).toEqual([
        `The site is running: open http://127.0.0.1:${port}/ (admin area: http://127.0.0.1:${port}/admin/login)`,
      ]);
    } finally {
      await stop(again);
    }
  }, 150_000);
});
