import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, freePort, startServer, storedTitles, writeMaterial } from './testing/server-process.ts';

/**
 * The real server process (src/server.ts under tsx) on a real data directory: graceful shutdown,
 * crash safety and the one-process rule of the embedded database.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each test starts the real server two or three times on a fresh data directory, and startServer
// gives a start up to 60 s (a fresh clone transpiles every source first); beside another test file
// on a 2-core machine, three starts can take more than the suite's 30 s.
describe('the server process', { timeout: 180_000 }, () => {
  it('shuts down gracefully on SIGTERM during a burst of writes, keeping every acknowledged one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-proc-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const token = await adminToken(server.base);

    const writes = Array.from({ length: 60 }, (_, index) =>
      writeMaterial(server.base, token, `burst-${index}`).then(
        (response) => (response.status === 201 ? `burst-${index}` : null),
        () => null,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const acknowledged = (await Promise.all(writes)).filter((title): title is string => title !== null);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(acknowledged.length).toBeGreaterThan(0);

    const again = await startServer(dataDir, port);
    try {
      const titles = await storedTitles(again.base);
      for (const title of acknowledged) expect(titles).toContain(title);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  it('keeps every acknowledged write after being killed with SIGKILL, and refuses a second server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-proc-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const token = await adminToken(server.base);

    const second = await startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another server \(pid \d+\)/);
    expect(second.output()).not.toMatch(/\n\s+at /);

    const acknowledged: string[] = [];
    let stop = false;
    const stream = (async () => {
      for (let index = 0; !stop; index++) {
        try {
          const response = await writeMaterial(server.base, token, `stream-${index}`);
          if (response.status === 201) acknowledged.push(`stream-${index}`);
        } catch {
          return;
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGKILL');
    stop = true;
    await stream;
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    const again = await startServer(dataDir, port);
    try {
      const titles = await storedTitles(again.base);
      for (const title of acknowledged) expect(titles).toContain(title);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});
