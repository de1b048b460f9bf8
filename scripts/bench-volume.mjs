// `npm run bench:volume` (issue 16, 'Lists that do not grow'): two sites in one run, 30 items of
// each kind and a few years' archive (3,000 posts of 2,000 words, 1,000 events, 5,000 materials,
// 500 episodes, 5,000 members). Every public page and public API list, and the admin Members
// screen's reads (signed in), is timed on both (autocannon: p50, p99) and weighed (bytes as sent
// compressed and uncompressed); the table gives volume / small with the targets: time within 1.5x,
// bytes within 1.2x. The import of a 5,000-row class list and a post sent as a newsletter to every
// member who receives it (3,750 of the 5,000, through a local SMTP server) are timed on both
// (issue 27). Then EXPLAIN
// (ANALYZE) of each public list's page 1 and page 100 on the large site. Loopback only; throwaway
// data directories.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, machine, measure, root, run, startBuiltServer, writeResults } from './bench-kit.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const TARGETS = { time: 1.5, bytes: 1.2 };
/** Deep API pages ask for 10 a page, so that page 100 exists on the large site's longer lists. */
const DEEP = 'page=100&limit=10';

/**
 * What is measured. A deep page is compared with page 1 of the small site at the same size (page
 * 100 of a 30-item site is empty): it must cost what page 1 costs. API lists are judged by bytes
 * per item as well (`perItem`): the small site's whole list is shorter than one default page of 50.
 */
const ROUTES = [
  ['page', '/', null],
  ['page', '/news', null],
  ['page', '/news?page=2', null],
  ['page', '/news/case-note-1', null],
  ['page', '/events', null],
  ['page', '/events?page=2', null],
  ['page', '/materials', null],
  ['page', '/materials?page=2', null],
  ['page', '/podcast', null],
  ['page', '/podcast?page=2', null],
  ['page', '/search?q=court', null],
  ['page', '/about', null],
  ['api', '/api/posts', null],
  ['api', `/api/posts?${DEEP}`, '/api/posts?page=1&limit=10'],
  ['api', '/api/events?when=past', null],
  ['api', `/api/events?when=past&${DEEP}`, '/api/events?when=past&page=1&limit=10'],
  ['api', '/api/materials', null],
  ['api', `/api/materials?${DEEP}`, '/api/materials?page=1&limit=10'],
  ['api', '/api/podcast/archived', null],
  ['api', '/api/podcast/archived?page=45&limit=10', '/api/podcast/archived?page=1&limit=10'],
  ['api', '/api/executives', null],
  ['api', '/api/search?q=court', null],
  // The admin Members screen's reads (issue 27), as the screen asks them: signed in, never cached.
  ['admin', '/api/members?page=1&limit=50', null],
  ['admin', '/api/members?page=100&limit=50', '/api/members?page=1&limit=50'],
  ['admin', '/api/members?q=okoro&page=1&limit=50', null],
  ['admin', '/api/members?status=verified&sort=name&page=1&limit=50', null],
];

/** The class list the import is timed with: 5,000 students new to either site (issue 27). */
const IMPORT_ROWS = 5000;
const classList = () =>
  [
    'Name,Email,Matric Number,Level',
    ...Array.from(
      { length: IMPORT_ROWS },
      (_, index) =>
        `Student ${index + 1},freshman${index + 1}@students.unilorin.edu.ng,26/55XY${String(index + 1).padStart(4, '0')},100L`,
    ),
  ].join('\r\n');

/**
 * Routes with a per-client rate limit (the search API: 60 a minute). autocannon from one address
 * would time the 429s; these are timed one request after another, within the limit.
 */
const RATE_LIMITED = new Map([['/api/search?q=court', 50]]);

/** The body of one answer as sent (with the browser's Accept-Encoding) and its size unpacked. */
function weigh(url, encoding, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, items: response.headers['x-total-count'] }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function firstAnswerMs(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': ACCEPT_ENCODING } });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** `count` requests one after another: p50 and p99 of their times, with sub-millisecond precision. */
async function measureInTurn(url, count) {
  const times = [];
  let errors = 0;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors++;
  }
  times.sort((a, b) => a - b);
  const at = (share) =>
    Number(times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1));
  return { requestsPerSecond: null, p50: at(0.5), p99: at(0.99), errors };
}

async function countItems(url, headers = {}) {
  const response = await fetch(url, { headers });
  const body = await response.json();
  return Array.isArray(body) ? body.length : Array.isArray(body?.results) ? body.results.length : null;
}

/** The first account of the site (which needs no invitation), signed in: the admin lists' header. */
async function staffHeaders(base) {
  const account = { fullName: 'Bench Editor', email: 'bench@lss.test', password: 'bench-password-bench-42' };
  const registered = await fetch(`${base}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!registered.ok) throw new Error(`registering the bench's account: ${registered.status}`);
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}` };
}

/**
 * The class-list import of IMPORT_ROWS new students (issue 27), one request each: the preview
 * (dryRun), the import itself, and the same list again (every row unchanged, nothing written).
 */
async function timeImport(base, staff) {
  const csv = classList();
  const send = async (dryRun) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/members/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'text/csv' },
      body: csv,
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`the import answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, counts: body.counts };
  };
  const preview = await send(true);
  const imported = await send(false);
  const again = await send(false);
  process.stdout.write(
    `import of ${IMPORT_ROWS} rows: preview ${preview.ms.toFixed(0)} ms, import ${imported.ms.toFixed(0)} ms, again ${again.ms.toFixed(0)} ms\n`,
  );
  return { preview, imported, again };
}

/** A local SMTP server that only counts what it is given (the newsletter's thousands of e-mails). */
async function countingMailServer() {
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A published post sent as a newsletter to every confirmed subscriber (issue 27: the members who
 * receive it), at the queue's fastest pace: how long the editor's request takes, and how long until
 * the queue reports every e-mail sent (and the SMTP server has them all).
 */
async function timeNewsletter(base, staff, mailServer) {
  // The newest published post (the public list has only those).
  const [post] = await (await fetch(`${base}/api/posts?page=1&limit=1`)).json();
  const started = performance.now();
  const response = await fetch(`${base}/api/posts/${post._id}/newsletter`, {
    method: 'POST',
    headers: staff,
  });
  const queued = await response.json();
  if (response.status !== 202)
    throw new Error(`the newsletter answered ${response.status}: ${JSON.stringify(queued)}`);
  const answerMs = performance.now() - started;
  let send = null;
  while (performance.now() - started < 600_000) {
    [send] = await (await fetch(`${base}/api/newsletter/sends?page=1&limit=1`, { headers: staff })).json();
    if (send.sent + send.failed >= queued.recipients && mailServer.received() >= send.sent) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const deliveredMs = performance.now() - started;
  process.stdout.write(
    `newsletter to ${queued.recipients}: answered in ${answerMs.toFixed(0)} ms, all sent in ${(deliveredMs / 1000).toFixed(1)} s\n`,
  );
  return {
    recipients: queued.recipients,
    answerMs,
    deliveredMs,
    sent: send.sent,
    failed: send.failed,
    received: mailServer.received(),
  };
}

async function measureSite(site) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lss-volume-${site}-`));
  try {
    const seededAt = performance.now();
    run(process.execPath, ['apps/server/dist/cli.mjs', 'seed-volume', site], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    console.log(`Seeded the ${site} site in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
    const plans =
      site === 'volume'
        ? execSync(`"${process.execPath}" apps/server/dist/cli.mjs explain-lists`, {
            cwd: root,
            env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
            encoding: 'utf8',
          })
        : '';
    const mailServer = await countingMailServer();
    // The queue's fastest pace, so the run times the site, not the pace a mail provider asks for.
    const { base, stop } = await startBuiltServer(dataDir, {
      SMTP_URL: mailServer.url,
      NEWSLETTER_RATE_PER_MINUTE: '100000',
    });
    const results = new Map();
    let imported = null;
    let newsletter = null;
    try {
      const staff = await staffHeaders(base);
      for (const [kind, route, smallTwin] of ROUTES) {
        const address = site === 'small' && smallTwin ? smallTwin : route;
        const url = `${base}${address}`;
        const headers = kind === 'admin' ? staff : {};
        // The first answer renders or reads it (caches are cold); the run after it is the steady state.
        const coldMs = await firstAnswerMs(url, headers);
        const sent = await weigh(url, ACCEPT_ENCODING, headers);
        const plain = await weigh(url, 'identity', headers);
        const items = kind !== 'page' ? await countItems(url, headers) : null;
        process.stdout.write(`${site} ${address}: ${plain.bytes} B...\n`);
        const timing = RATE_LIMITED.has(route)
          ? await measureInTurn(url, RATE_LIMITED.get(route))
          : await measure(url, {
              connections: CONNECTIONS,
              seconds: SECONDS,
              headers: { ...headers, 'accept-encoding': ACCEPT_ENCODING },
            });
        results.set(route, {
          kind,
          status: sent.status,
          coldMs,
          sentBytes: sent.bytes,
          bytes: plain.bytes,
          items,
          ...timing,
        });
      }
      imported = await timeImport(base, staff);
      newsletter = await timeNewsletter(base, staff, mailServer);
    } finally {
      await stop();
      await mailServer.close();
    }
    return { results, plans, imported, newsletter };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The members each site is seeded with (seed-volume.ts). */
const VOLUME_MEMBERS = { small: 30, volume: 5000 };

const ratio = (large, small) => (small > 0 ? large / small : large > 0 ? Number.POSITIVE_INFINITY : 1);
const fixed = (value) => (Number.isFinite(value) ? value.toFixed(2) : '∞');
const kB = (bytes) => (bytes / 1024).toFixed(1);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building...');
  run('npm', ['run', 'build', '--silent']);
}
const small = await measureSite('small');
const volume = await measureSite('volume');

const rows = ROUTES.map(([kind, route]) => {
  const a = small.results.get(route);
  const b = volume.results.get(route);
  // p50 is often 0-1 ms on loopback: a 1 ms floor keeps the ratio meaningful.
  const p50 = ratio(Math.max(b.p50, 1), Math.max(a.p50, 1));
  const p99 = ratio(Math.max(b.p99, 1), Math.max(a.p99, 1));
  const bytes = ratio(b.bytes, a.bytes);
  const perItem = kind !== 'page' && a.items && b.items ? ratio(b.bytes / b.items, a.bytes / a.items) : null;
  const timeOk = p50 <= TARGETS.time && p99 <= TARGETS.time && a.errors === 0 && b.errors === 0;
  const bytesOk = (perItem ?? bytes) <= TARGETS.bytes;
  return { kind, route, small: a, volume: b, p50, p99, bytes, perItem, timeOk, bytesOk };
});

let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
} catch {}
const lines = rows.map(
  (row) =>
    `| ${row.route} | ${row.small.p50} / ${row.small.p99} | ${row.volume.p50} / ${row.volume.p99} | ` +
    `${fixed(row.p50)} / ${fixed(row.p99)} | ${row.small.coldMs.toFixed(0)} → ${row.volume.coldMs.toFixed(0)} | ` +
    `${kB(row.small.bytes)} → ${kB(row.volume.bytes)} (${kB(row.small.sentBytes)} → ${kB(row.volume.sentBytes)}) | ` +
    `${fixed(row.bytes)}${row.perItem === null ? '' : ` (${fixed(row.perItem)} per item)`} | ` +
    `${row.small.errors} / ${row.volume.errors} | ${row.timeOk ? 'yes' : 'NO'} | ${row.bytesOk ? 'yes' : 'NO'} |`,
);
const markdown = [
  `# Volume benchmark, ${new Date().toISOString()}, commit ${commit}`,
  '',
  `Machine: ${machine()}. ${CONNECTIONS} connections, ${SECONDS} s per route, loopback, Accept-Encoding: ${ACCEPT_ENCODING}.`,
  `Targets: volume / small within ${TARGETS.time}x for p50 and p99, within ${TARGETS.bytes}x for bytes (API lists: per item).`,
  `Rate-limited, so timed one request after another within the limit: ${[...RATE_LIMITED].map(([route, count]) => `${route} (${count} requests)`).join(', ')}.`,
  '',
  '| route | small p50 / p99 ms | volume p50 / p99 ms | ratio p50 / p99 | first answer ms (small → volume) | kB (gzip/br kB sent) | bytes ratio | non-2xx (small / volume) | time | bytes |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...lines,
  '',
  `## Importing a class list of ${IMPORT_ROWS.toLocaleString('en')} new students (POST /api/members/import, one request each)`,
  '',
  '| site | members before | preview (dryRun) ms | import ms | the same list again ms | counts of the import |',
  '|---|---|---|---|---|---|',
  ...[
    ['small', small],
    ['volume', volume],
  ].map(
    ([name, { imported }]) =>
      `| ${name} | ${VOLUME_MEMBERS[name]} | ${imported.preview.ms.toFixed(0)} | ${imported.imported.ms.toFixed(0)} | ${imported.again.ms.toFixed(0)} | ${Object.entries(
        imported.imported.counts,
      )
        .map(([outcome, count]) => `${count} ${outcome}`)
        .join(', ')} |`,
  ),
  '',
  '## A post sent as a newsletter to every member who receives it (POST /api/posts/{id}/newsletter)',
  '',
  'At the queue’s fastest pace (NEWSLETTER_RATE_PER_MINUTE=100000), to a local SMTP server.',
  '',
  '| site | recipients | the request ms | all sent s | ms per e-mail | sent / failed / received by the SMTP server |',
  '|---|---|---|---|---|---|',
  ...[
    ['small', small],
    ['volume', volume],
  ].map(
    ([name, { newsletter: n }]) =>
      `| ${name} | ${n.recipients} | ${n.answerMs.toFixed(0)} | ${(n.deliveredMs / 1000).toFixed(1)} | ${(n.deliveredMs / n.recipients).toFixed(1)} | ${n.sent} / ${n.failed} / ${n.received} |`,
  ),
  '',
  '## Plans on the large site',
  '',
  volume.plans,
].join('\n');
console.log(`\n${markdown}`);
writeResults(
  'volume',
  {
    machine: machine(),
    commit,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rows,
    imports: { small: small.imported, volume: volume.imported },
    newsletters: { small: small.newsletter, volume: volume.newsletter },
  },
  markdown,
);
const perMail = ({ newsletter: n }) => n.deliveredMs / n.recipients;
const newsletterOk =
  [small, volume].every(({ newsletter: n }) => n.sent === n.recipients && n.received === n.recipients) &&
  ratio(perMail(volume), perMail(small)) <= TARGETS.time;
if (!newsletterOk)
  console.error('The newsletter to every member was lost or slower per e-mail than on the small site.');
process.exitCode = rows.every((row) => row.timeOk && row.bytesOk) && newsletterOk ? 0 : 1;
