// The memory a society's server needs (issue 24): `npm start` as a new society runs it, measured as
// the whole process tree (npm and every process under it), on the embedded database, on PostgreSQL
// and on a 3,000-post site. Part of `npm run bench`; `node scripts/bench-memory.mjs` runs it alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  followTree,
  freePort,
  memoryCgroup,
  root,
  run,
  serverEnv,
  startPostgres,
  waitForHealth,
} from './bench-kit.mjs';

const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 15);
const READERS = 50;
const REST_MS = 5_000;
/** What a 512 MB server can give the site (issue 24); 200 MB with PostgreSQL elsewhere. */
export const MEMORY_TARGETS_MB = { embedded: 300, postgres: 200 };
/** The server the figures are for: node sizes its heap from the memory it may use (its cgroup's limit). */
const SERVER_MB = 512;

const cgroup = memoryCgroup('lss-bench-memory', SERVER_MB);
export const memoryLimitNote = cgroup
  ? `The tree runs in a memory cgroup of ${SERVER_MB} MB, so node sizes its heap as on a ${SERVER_MB} MB server.`
  : `No memory cgroup could be made here: node sized its heap for this machine's memory, so the figures overstate what a ${SERVER_MB} MB server would see.`;

/** `npm start` on `dataDir` (and `env`), followed from its first instant until it answers. */
async function npmStart(dataDir, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The shell joins the cgroup, then becomes npm: every process of the tree is inside it.
  const command = cgroup ? cgroup.wrap('npm start --silent') : 'exec npm start --silent';
  const npm = spawn('sh', ['-c', command], {
    cwd: root,
    env: serverEnv(dataDir, port, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => npm.on('exit', resolve));
  const tree = followTree(npm.pid);
  await waitForHealth(base);
  return {
    base,
    tree,
    async stop() {
      npm.kill('SIGTERM');
      await exited;
      tree.stop();
    },
  };
}

/**
 * 50 readers for LOAD_SECONDS over the pages a visitor reads and the lists a front end pages through
 * (a whole list, asked without page or limit, is weighed in docs/performance.md instead).
 */
async function readers(base) {
  const slug = (await (await fetch(`${base}/api/posts?limit=1`)).json())[0]?.slug;
  const lists = ['/api/events', '/api/posts', '/api/materials'].map((list) => `${list}?page=1`);
  const paths = ['/', '/news', `/news/${slug}`, '/events', ...lists];
  const result = await autocannon({
    url: base,
    connections: READERS,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  return { requests: result.requests.total, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * A moment's figures: the tree's processes added up (`mb`, the figure issue 24 set its targets in)
 * and the same with each page counted once (`onceMb`: node's binary, mapped by npm's process and the
 * server's, is held once by the machine), or null where the kernel hides what would show it.
 */
function figures(tree, measure) {
  const mb = tree[measure]();
  const twice = tree.countedTwiceMb();
  return { mb, onceMb: twice === null ? null : mb - twice };
}

/**
 * One site's row set: the first start on an empty database (when `seed` runs after it), a second
 * start on the seeded data, the tree at rest and under readers.
 */
async function measureSite(name, { env, seed, firstStart = true }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-memory-'));
  const withData = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
  const rows = [];
  try {
    if (firstStart) {
      const first = await npmStart(dataDir, env);
      rows.push({ site: name, moment: 'first start, empty database', ...figures(first.tree, 'peakMb') });
      await first.stop();
    }
    const seededAt = performance.now();
    run(process.execPath, ['apps/server/dist/cli.mjs', ...seed], { env: withData });
    console.log(`  seeded (${seed.join(' ')}) in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
    const second = await npmStart(dataDir, env);
    try {
      rows.push({ site: name, moment: 'second start, existing data', ...figures(second.tree, 'peakMb') });
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      rows.push({ site: name, moment: 'at rest (resident)', ...figures(second.tree, 'residentMb') });
      const load = await readers(second.base);
      rows.push({
        site: name,
        moment: `${READERS} readers for ${LOAD_SECONDS} s (${load.requests} requests, ${load.errors} errors)`,
        ...figures(second.tree, 'peakMb'),
      });
      rows.push({
        site: name,
        moment: "of which npm's own process (peak)",
        note: second.tree.rootPeakMb().toFixed(0),
      });
      rows.push({ site: name, moment: 'processes in the tree', note: second.tree.processes() });
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Every row of the memory table; the build must exist (bench.mjs builds first). */
export async function measureMemory() {
  console.log('Memory: the embedded database...');
  const rows = await measureSite('embedded database', { seed: ['seed-bench'] });
  console.log('Memory: PostgreSQL...');
  const postgres = await startPostgres('lss_memory');
  try {
    rows.push(
      ...(await measureSite('PostgreSQL', { env: { DATABASE_URL: postgres.url }, seed: ['seed-bench'] })),
    );
  } finally {
    await postgres.stop();
  }
  console.log('Memory: 3,000 posts (the volume bench site)...');
  rows.push(
    ...(await measureSite('3,000 posts, embedded', { seed: ['seed-volume', 'volume'], firstStart: false })),
  );
  return rows;
}

export function memoryTable(rows) {
  const target = (site) => (site === 'PostgreSQL' ? MEMORY_TARGETS_MB.postgres : MEMORY_TARGETS_MB.embedded);
  return [
    `| site | moment | whole npm start tree, MB | each page counted once, MB | target ≤ MB |`,
    '|---|---|---|---|---|',
    ...rows.map((row) =>
      row.note !== undefined
        ? `| ${row.site} | ${row.moment} | ${row.note} | | |`
        : `| ${row.site} | ${row.moment} | ${row.mb.toFixed(0)}${row.mb > target(row.site) ? ' (over)' : ''} | ${row.onceMb === null ? 'hidden (needs root)' : `${row.onceMb.toFixed(0)}${row.onceMb > target(row.site) ? ' (over)' : ''}`} | ${target(row.site)} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`${memoryLimitNote}\n${memoryTable(await measureMemory())}`);
}
