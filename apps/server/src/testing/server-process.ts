import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers that run the real server process (src/server.ts under tsx) for process-level tests. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type Running = {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts the server and waits (up to `startTimeoutMs`) until it answers; `env` adds to or overrides
 * the test environment (DATABASE_URL, PAGES ...).
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  // Generous: a fresh clone transpiles every source on first start, and CI machines are small.
  { startTimeoutMs = 60_000 } = {},
): Promise<Running> {
  // With npm start's V8 flag (scripts/start.mjs): without it, opening PGlite costs seconds more CPU.
  const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAGES: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': by then the child's output has all been read, so a test may check it.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < startTimeoutMs / 100; attempt++) {
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

export async function adminToken(base: string) {
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

export function writeMaterial(base: string, token: string, title: string, level = '100L') {
  return fetch(`${base}/api/materials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, level, fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf' }),
  });
}

/** Every material's title, read page by page (lists come in pages of at most 100). */
export async function storedTitles(base: string): Promise<Set<string>> {
  const titles = new Set<string>();
  for (let page = 1; ; page++) {
    const list = (await (await fetch(`${base}/api/materials?page=${page}&limit=100`)).json()) as {
      title: string;
    }[];
    for (const material of list) titles.add(material.title);
    if (list.length < 100) return titles;
  }
}
