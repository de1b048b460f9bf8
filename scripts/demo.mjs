// `npm run demo`: the whole site on a throwaway data directory filled with sample content.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-demo-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
console.log(`Filling ${dataDir} with sample content...`);
const seeded = spawnSync(process.execPath, ['apps/server/dist/cli.mjs', 'seed-demo'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const port = process.env.PORT ?? '3000';
console.log(`\nDemo site: http://localhost:${port}  (admin: http://localhost:${port}/admin/login)`);
console.log('Log in as admin@demo.lss with the password demo-password-2026. Stop with Ctrl+C.\n');
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = env.LOG_LEVEL;
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.mjs')).href);
