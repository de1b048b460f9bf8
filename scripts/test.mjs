// `npm test`: every check, in order; all run (so one report shows every failure), and the command
// fails if any did. The browser and multi-instance tests need the build, so they are skipped when it
// failed. CI runs this.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['Lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['Type check', 'node', ['scripts/typecheck.mjs']],
  ['Unit, component and API tests on PGlite', 'npx', ['vitest', 'run']],
  // The shape of a host with several instances: a PostgreSQL server, uploads in an S3 bucket.
  [
    'API tests on a real PostgreSQL server, uploads in an S3 bucket',
    'npx',
    ['vitest', 'run', '--project', 'server-postgres', '--project', 'server-postgres-isolated'],
    { TEST_DATABASE: 'postgres', TEST_STORAGE: 's3' },
  ],
  ['Load test: 200 clients for 10 s', 'npx', ['vitest', 'run', '--project', 'server'], { LOAD_TEST: '1' }],
  ['Production build', 'npm', ['run', 'build']],
  [
    'The built server: npm start on an empty data directory; three instances on one PostgreSQL and one S3 bucket, behind a proxy',
    'npx',
    ['vitest', 'run', '--project', 'server-postgres'],
    { TEST_DATABASE: 'postgres', MULTI_INSTANCE_TEST: '1' },
  ],
];
if (existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  steps.push(['Browser end-to-end tests (Chromium)', 'npm', ['test', '-w', '@lss/e2e']]);
}

const started = Date.now();
const failed = [];
for (const [title, command, args, env = {}] of steps) {
  // The instances and the browser tests serve the built pages.
  if (
    (title.startsWith('Browser') || title.startsWith('The built server')) &&
    failed.includes('Production build')
  ) {
    failed.push(`${title} (not run: the build failed)`);
    continue;
  }
  console.log(`\n=== ${title} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  if (result.status === 0) console.log(`\n✓ ${title} (${seconds} s)`);
  else {
    console.error(`\n✗ ${title} failed (${seconds} s).`);
    failed.push(title);
  }
}
const total = Math.round((Date.now() - started) / 1000);
if (failed.length) {
  console.error(`\n✗ ${failed.length} of ${steps.length} checks failed in ${total} s: ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\n✓ All ${steps.length} checks passed in ${total} s.`);
