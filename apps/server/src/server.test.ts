import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process (src/server.ts under tsx) on a real data directory: graceful shutdown,
 * crash safety and the one-process rule of the embedded database.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

async function startServer(dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAGES: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, output: () => output, exited };
}

async function adminToken(base: string) {
  const credentials = { email: 'ada@lss.test', password: 'moot-court-2026' };
  await fetch(`${base}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Ada Obi', ...credentials }),
  });
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await login.json()) as { token: string }).token;
}

function writeMaterial(base: string, token: string, title: string) {
  return fetch(`${base}/api/materials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf' }),
  });
}

async function storedTitles(base: string): Promise<Set<string>> {
  const list = (await (await fetch(`${base}/api/materials`)).json()) as { title: string }[];
  return new Set(list.map((material) => material.title));
}

describe('the server process', () => {
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
