// Type-checks every workspace with its own tsconfig (strict), failing on the first error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e'].filter((dir) =>
  existsSync(`${dir}/tsconfig.json`),
);
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
