import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this file, so that the same code finds its
 * migrations whether it runs from src/ (tests, dev) or from the bundle in dist/.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder (with drizzle/).');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const repoRoot = path.resolve(serverRoot, '..', '..');
