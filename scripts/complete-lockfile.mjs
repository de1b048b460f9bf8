// The npm registry reachable here lacks some platform builds of Biome (darwin, win32, musl...).
// `npm install` then leaves them out of package-lock.json, and `npm ci` refuses the lockfile as out
// of sync. This adds the missing optional platform packages as entries for their own platforms only,
// so npm skips them everywhere else. Runs after every `npm install` (postinstall).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const match = /-(android|darwin|linux|win32|freebsd)-(arm64|x64|arm|ia32)(-musl)?$/.exec(name);
  return match ? { os: [match[1]], cpu: [match[2]], ...(match[3] ? { libc: ['musl'] } : {}) } : null;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dependency}`;
    const platform = platformOf(dependency);
    if (packages[key] || !platform || !location.startsWith('node_modules/@biomejs/')) continue;
    packages[key] = { version, ...platform, dev: entry.dev ?? false, optional: true };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} platform entries the registry does not serve.`);
}
