// `npm run bench`: the built server on a throwaway data directory seeded with realistic volume,
// measured with autocannon on loopback against a baseline in the same run (issue 7).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGETS = { apiRatio: 0.5, pageRatio: 0.25, p99Ms: 50, rssMb: 250, startupMs: 3000 };
/**
 * Requests ask for compression as browsers do (Chromium's header); BENCH_ENCODING=identity measures
 * uncompressed responses instead. The baseline answers in the same encoding.
 */
const ACCEPT_ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br, zstd';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function start(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const value = ready(output);
      if (value) resolve({ child, value });
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

async function waitForHealth(base) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the server did not start');
}

const procKb = (pid, file, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0);
const peakRssMb = (pid) => procKb(pid, 'status', 'VmHWM') / 1024;
/** What a process adds to the machine's memory: its pages, shared ones (node's own code) split among their users. */
const proportionalMb = (pid) => procKb(pid, 'smaps_rollup', 'Pss') / 1024;
/** npm start runs the server as its child (scripts/start.mjs: V8 flags go on node's command line). */
const childPid = (pid) =>
  readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .map(Number)
    .find(Boolean);

async function measure(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

console.log('Building...');
run('npm', ['run', 'build', '--silent']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-bench-'));
console.log('Seeding 200 posts, 100 events, 50 executives, 500 materials, 100 episodes...');
run(process.execPath, ['apps/server/dist/cli.mjs', 'seed-bench'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const spawnedAt = performance.now();
// Launched as `npm start` launches it (without npm itself), so start-up and memory are what is deployed.
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
  },
  stdio: 'inherit',
});
try {
  await waitForHealth(base);
  // From launching the built server to its first answer (issue 7: within 3 s).
  const startupMs = performance.now() - spawnedAt;
  const posts = await (await fetch(`${base}/api/posts`)).text();
  const slug = JSON.parse(posts)[0].slug;
  const postsFile = path.join(dataDir, 'posts-list.json');
  writeFileSync(postsFile, posts);
  const baseline = await start(
    ['bench/baseline-server.mjs', postsFile, '0'],
    {},
    (out) => /ready (\d+)/.exec(out)?.[1],
  );

  const routes = [
    [
      'baseline (constant body: the posts list, compressed once)',
      `http://127.0.0.1:${baseline.value}/baseline`,
      'baseline',
    ],
    ['GET /api/posts', `${base}/api/posts`, 'api'],
    ['GET /api/events', `${base}/api/events`, 'api'],
    ['GET /api/materials?level=300L', `${base}/api/materials?level=300L`, 'api'],
    ['GET /api/podcast/upcoming', `${base}/api/podcast/upcoming`, 'api'],
    ['page /', `${base}/`, 'page'],
    [`page /news/${slug}`, `${base}/news/${slug}`, 'page'],
    ['page /podcast', `${base}/podcast`, 'page'],
  ];
  const rows = [];
  for (const [name, url, kind] of routes) {
    process.stdout.write(`measuring ${name}...\n`);
    rows.push({ name, kind, ...(await measure(url)) });
  }
  baseline.child.kill();
  const baselineRps = rows[0].requestsPerSecond;
  const rssMb = peakRssMb(childPid(server.pid));
  const launcherMb = proportionalMb(server.pid);
  for (const row of rows) {
    row.ratio = row.requestsPerSecond / baselineRps;
    const target = row.kind === 'api' ? TARGETS.apiRatio : row.kind === 'page' ? TARGETS.pageRatio : 1;
    row.meetsTargets =
      row.kind === 'baseline' || (row.ratio >= target && row.p99 <= TARGETS.p99Ms && row.errors === 0);
  }

  const header = '| route | req/s | p50 ms | p99 ms | ratio to baseline | errors | targets met |';
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.ratio.toFixed(2)} | ${row.errors} | ${row.meetsTargets ? 'yes' : 'NO'} |`,
  );
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const markdown = [
    `# Benchmark, ${new Date().toISOString()}`,
    '',
    `Machine: ${machine}. ${CONNECTIONS} connections, ${SECONDS} s per route, loopback, Accept-Encoding: ${ACCEPT_ENCODING}.`,
    `Peak RSS of the server: ${rssMb.toFixed(0)} MB (target ≤ ${TARGETS.rssMb} MB); its launcher, npm start's own process: ${launcherMb.toFixed(0)} MB (PSS).`,
    `Start-up to the first answer: ${startupMs.toFixed(0)} ms (target ≤ ${TARGETS.startupMs} ms).`,
    `Targets: API ≥ ${TARGETS.apiRatio} of baseline, pages ≥ ${TARGETS.pageRatio}, p99 ≤ ${TARGETS.p99Ms} ms.`,
    '',
    header,
    '|---|---|---|---|---|---|---|',
    ...lines,
    '',
  ].join('\n');
  console.log(`\n${markdown}`);
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(
    path.join(outDir, `bench-${stamp}.json`),
    JSON.stringify(
      {
        machine,
        connections: CONNECTIONS,
        seconds: SECONDS,
        acceptEncoding: ACCEPT_ENCODING,
        peakRssMb: rssMb,
        launcherPssMb: launcherMb,
        startupMs,
        targets: TARGETS,
        rows,
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(outDir, `bench-${stamp}.md`), markdown);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
