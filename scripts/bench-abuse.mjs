// `npm run bench:abuse`: what hostile anonymous requests cost the built server (issue "Any client, any
// proxy, any abuse"). (1) Peak memory before and after 8 concurrent hostile article submissions:
// 6000×6000 JPEGs (211 kB each), then animations over the pixel limit; and, for scale, 8 concurrent
// pictures just under the limit. (2) /api/health p99 under 1,000 keep-alive connections that mix
// public reads and health checks. Loopback only; every loop is bounded in count and time.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { machine as describeMachine, peakRssMb, run, startBuiltServer, writeResults } from './bench-kit.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 1000;
/** Of the 1,000 connections, these only ask for /api/health; the rest read public lists. */
const HEALTH_CONNECTIONS = 100;
const AT_ONCE = 8;
const TARGETS = { rssIncreaseMb: 300, healthP99Ms: 100 };
const REQUEST_TIMEOUT_MS = 120_000;

const solid = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: '#1D2D44' } })
    .jpeg({ quality: 30 })
    .toBuffer();

/** `frames` frames of `width × height` joined into one animation (each its own colour: encoders merge repeats). */
async function animation(format, width, height, frames) {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width, height, channels: 3, background: { r: index * 30, g: 45, b: 68 } } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    [format]({ effort: format === 'webp' ? 0 : 1 })
    .toBuffer();
}

/** One anonymous article submission with a picture, from its own (proxied) address. */
async function submit(base, index, file, name) {
  const form = new FormData();
  form.set('name', 'Bench Student');
  form.set('email', `student${index}@bench.test`);
  form.set('title', `Hostile picture ${index}`);
  form.set('article', 'A paragraph long enough to be an article for the review queue.');
  form.set('image', new Blob([file]), name);
  const response = await fetch(`${base}/api/submissions`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': `10.66.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

let submissions = 0;
async function burst(base, pid, label, files, expected) {
  const before = peakRssMb(pid);
  const started = performance.now();
  const statuses = await Promise.all(
    files.map(([file, name]) => {
      submissions += 1;
      return submit(base, submissions, file, name);
    }),
  );
  const after = peakRssMb(pid);
  return {
    label,
    bytes: files.reduce((sum, [file]) => sum + file.length, 0) / files.length,
    statuses,
    statusesAsExpected: statuses.every((status) => status === expected),
    seconds: (performance.now() - started) / 1000,
    peakBeforeMb: before,
    peakAfterMb: after,
    increaseMb: after - before,
  };
}

const latency = (result) => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.non2xx,
  timeouts: result.timeouts,
  statuses: result.statusCodeStats,
});

console.log('Building...');
run('npm', ['run', 'build', '--silent']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-bench-abuse-'));
console.log('Seeding the benchmark volume...');
run(process.execPath, ['apps/server/dist/cli.mjs', 'seed-bench'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
console.log('Making the hostile files...');
const hugeJpeg = await solid(6000, 6000);
const animatedGif = await animation('gif', 2000, 2000, 7);
const animatedWebp = await animation('webp', 3000, 3000, 4);
const justUnder = await solid(6000, 3999);

let started;
try {
  // Each hostile submission comes from its own address, as from many clients behind the site's proxy.
  started = await startBuiltServer(dataDir, { TRUST_PROXY: 'loopback' });
  const { base, server } = started;
  // package.json's start script without npm: the server runs in this process.
  const pid = server.pid;
  for (const url of ['/api/posts', '/api/events', '/', '/api/health']) await (await fetch(base + url)).text();
  const loadBefore = loadavg()[0];

  console.log(`${AT_ONCE} concurrent hostile submissions...`);
  const bursts = [
    await burst(
      base,
      pid,
      '6000×6000 JPEG (36 MP)',
      Array.from({ length: AT_ONCE }, () => [hugeJpeg, 'huge.jpg']),
      413,
    ),
    await burst(
      base,
      pid,
      'animated GIF 7 × 2000×2000 and WebP 4 × 3000×3000 (28 and 36 MP)',
      Array.from({ length: AT_ONCE }, (_, index) =>
        index % 2 ? [animatedWebp, 'anim.webp'] : [animatedGif, 'anim.gif'],
      ),
      413,
    ),
    await burst(
      base,
      pid,
      'for scale, allowed: 6000×3999 JPEG (24 MP, decoded one at a time)',
      Array.from({ length: AT_ONCE }, () => [justUnder, 'camera.jpg']),
      201,
    ),
  ];
  const hostileIncreaseMb = bursts[1].peakAfterMb - bursts[0].peakBeforeMb;

  console.log(`/api/health under ${CONNECTIONS} keep-alive connections mixing public reads...`);
  // The health connections open first: 1,000 connections opened at once overflow the listen backlog,
  // and what is measured is the answer time of an open connection, not TCP's retransmission timer.
  const healthRun = autocannon({
    url: `${base}/api/health`,
    connections: HEALTH_CONNECTIONS,
    duration: SECONDS,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [reads, health] = await Promise.all([
    autocannon({
      url: base,
      connections: CONNECTIONS - HEALTH_CONNECTIONS,
      duration: SECONDS,
      requests: [{ path: '/api/posts' }, { path: '/api/events' }, { path: '/api/materials?level=300L' }],
    }),
    healthRun,
  ]);
  const underLoad = { reads: latency(reads), health: latency(health) };
  // The floor: the same 1,000 connections asking only for /api/health, the cheapest answer there is.
  // On a small machine the load generator shares the cores, and this alone may exceed the target.
  console.log(`For scale: ${CONNECTIONS} keep-alive connections asking only for /api/health...`);
  const floorRun = autocannon({
    url: `${base}/api/health`,
    connections: HEALTH_CONNECTIONS,
    duration: SECONDS,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [floorRest, floorHealth] = await Promise.all([
    autocannon({
      url: `${base}/api/health`,
      connections: CONNECTIONS - HEALTH_CONNECTIONS,
      duration: SECONDS,
    }),
    floorRun,
  ]);
  const floor = { rest: latency(floorRest), health: latency(floorHealth) };
  const loadAfter = loadavg()[0];

  const meets = {
    rss: hostileIncreaseMb <= TARGETS.rssIncreaseMb && bursts.every((row) => row.statusesAsExpected),
    health:
      underLoad.health.p99 <= TARGETS.healthP99Ms &&
      underLoad.health.errors + underLoad.health.timeouts === 0,
  };
  const machine = describeMachine();
  const markdown = [
    `# Abuse benchmark, ${new Date().toISOString()}`,
    '',
    `Machine: ${machine}; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after. Loopback; the server is \`npm start\`'s child process.`,
    '',
    `## Peak RSS (VmHWM) around ${AT_ONCE} concurrent article submissions`,
    '',
    '| submissions | bytes each | statuses | seconds | peak before MB | peak after MB | increase MB |',
    '|---|---|---|---|---|---|---|',
    ...bursts.map(
      (row) =>
        `| ${row.label} | ${Math.round(row.bytes / 1024)} kB | ${row.statuses.join(' ')} | ${row.seconds.toFixed(1)} | ${row.peakBeforeMb.toFixed(0)} | ${row.peakAfterMb.toFixed(0)} | ${row.increaseMb.toFixed(0)} |`,
    ),
    '',
    `Hostile submissions raised peak RSS by ${hostileIncreaseMb.toFixed(0)} MB (target ≤ ${TARGETS.rssIncreaseMb} MB): ${meets.rss ? 'met' : 'NOT MET'}.`,
    '',
    `## /api/health under ${CONNECTIONS} keep-alive connections, ${SECONDS} s`,
    '',
    '| connections | what | req/s | p50 ms | p99 ms | max ms | errors | timeouts |',
    '|---|---|---|---|---|---|---|---|',
    `| ${CONNECTIONS - HEALTH_CONNECTIONS} | public reads (/api/posts, /api/events, /api/materials) | ${Math.round(underLoad.reads.requestsPerSecond)} | ${underLoad.reads.p50} | ${underLoad.reads.p99} | ${underLoad.reads.max} | ${underLoad.reads.errors} | ${underLoad.reads.timeouts} |`,
    `| ${HEALTH_CONNECTIONS} | /api/health | ${Math.round(underLoad.health.requestsPerSecond)} | ${underLoad.health.p50} | ${underLoad.health.p99} | ${underLoad.health.max} | ${underLoad.health.errors} | ${underLoad.health.timeouts} |`,
    `| ${CONNECTIONS} | for scale: /api/health only (the floor of this machine) | ${Math.round(floor.rest.requestsPerSecond + floor.health.requestsPerSecond)} | ${floor.health.p50} | ${floor.health.p99} | ${floor.health.max} | ${floor.health.errors} | ${floor.health.timeouts} |`,
    '',
    `Health p99 ${underLoad.health.p99} ms (target ≤ ${TARGETS.healthP99Ms} ms): ${meets.health ? 'met' : 'NOT MET'}; ${(underLoad.health.p99 / floor.health.p99).toFixed(1)}× the floor of ${floor.health.p99} ms measured with nothing but health checks${floor.health.p99 > TARGETS.healthP99Ms ? ', itself above the target on this machine' : ''}.`,
    '',
  ].join('\n');
  console.log(`\n${markdown}`);
  writeResults(
    'bench-abuse',
    { machine, loadBefore, loadAfter, targets: TARGETS, bursts, hostileIncreaseMb, underLoad, floor, meets },
    markdown,
  );
} finally {
  await started?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
