// `npm run backup` / `npm run restore` / `npm run admin` / `npm run import`: builds the server bundle when it is missing, then runs its CLI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'apps/server/dist/cli.mjs');
if (!existsSync(cli)) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@lss/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// File names are relative to where the user typed the command, not to this package. V8's Liftoff
// alone compiles the embedded database's WebAssembly, as for the server (decision 010): an import or
// a backup on a small server keeps its memory.
const result = spawnSync(process.execPath, ['--liftoff-only', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
process.exit(result.status ?? 1);
