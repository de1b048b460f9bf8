// `npm test`: every check, in order, stopping at the first failure. The same as CI runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['Lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['Type check', 'node', ['scripts/typecheck.mjs']],
  ['Unit, component and API tests on PGlite', 'npx', ['vitest', 'run']],
  [
    'API tests on a real PostgreSQL server',
    'npx',
    ['vitest', 'run', '--project', 'server-postgres'],
    { TEST_DATABASE: 'postgres' },
  ],
  ['Production build', 'npm', ['run', 'build']],
];
if (existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  steps.push(['Browser end-to-end tests (Chromium)', 'npm', ['test', '-w', '@lss/e2e']]);
}

const started = Date.now();
for (const [title, command, args, env = {}] of steps) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
