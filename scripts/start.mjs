// `npm start`: builds what is missing or out of date (in a child that exits), then serves the whole
// site from this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps/server/dist/server.mjs');
const pageRenderer = path.join(root, 'apps/web/dist/server/entry-server.js');
const initialDatabase = path.join(root, 'apps/server/dist/initial-db');

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output) {
  if (!existsSync(output)) return true;
  const sources = ['apps/server/src', 'apps/web/src', 'packages/shared/src']
    .map((dir) => path.join(root, dir))
    .filter(existsSync);
  return Math.max(...sources.map(newestSourceTime)) > statSync(output).mtimeMs;
}

if (isStale(serverBundle) || isStale(pageRenderer) || !existsSync(initialDatabase)) {
  console.log('Building the site (first start or changed sources)...');
  // A production build whatever the environment says: started from a test runner (NODE_ENV=test)
  // or a shell left in development, Vite and React would build pages that load the dev server's scripts.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process: `npm start` leaves npm and one node process, whose V8 flag
// (--liftoff-only, on package.json's command line) the server needs: V8 compiles the embedded
// database's WebAssembly (PGlite) with its baseline compiler, then again with TurboFan for the
// functions that run often, and that second copy adds about 50 MB to the peak for queries no faster
// on our workload (docs/decisions/010, 025). The server drains on SIGTERM and SIGINT itself.
await import(pathToFileURL(serverBundle).href);
