// `npm start`: builds what is missing or out of date, then serves the whole site from one server
// process, a child of this one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps/server/dist/server.mjs');
const pageRenderer = path.join(root, 'apps/web/dist/server/entry-server.js');

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

if (isStale(serverBundle) || isStale(pageRenderer)) {
  console.log('Building the site (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * V8 compiles the embedded database's WebAssembly (PGlite) with its baseline compiler, then again
 * with TurboFan for the functions that run often: that second copy and its compile memory add about
 * 50 MB to the server's peak, for queries no faster on our workload (docs/decisions/010). V8 flags
 * are taken only on node's command line (NODE_OPTIONS refuses them), hence the child process.
 */
const V8_FLAGS = ['--liftoff-only'];

const server = spawn(process.execPath, [...process.execArgv, ...V8_FLAGS, serverBundle], {
  stdio: 'inherit',
});
// The server shuts down gracefully on either signal (a second one, as Ctrl+C sends to the whole
// process group, is ignored there); this process lives as long as it does and exits as it did.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
