// `npm run bench:search`: the cost of site search on a large archive (3,000 published posts of
// 2,000 words each). The built server on a throwaway data directory, loopback only, bounded loops.
// Targets: a search's p95 ≤ 100 ms; /api/health p99 < 100 ms while 16 clients search.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { processor, run, startBuiltServer, writeResults } from './bench-kit.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 3000);
const WORDS = 2000;
const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { searchP95Ms: 100, healthP99Ms: 100 };
const ADMIN = { email: 'bench@lss.test', password: 'bench-password-2026' };

// A legal vocabulary, drawn with a skew so that some words are in every post and some in few:
// the common ones are the worst case (every post matches).
const VOCABULARY =
  `court duty care negligence contract tort claimant defendant liability damages breach statute appeal judgment evidence witness jury trial verdict sentence crime fraud property land lease tenant landlord trust equity estoppel mortgage company director shareholder partnership agency employment dismissal discrimination constitution parliament legislation regulation tribunal arbitration mediation settlement injunction remedy restitution enrichment consideration offer acceptance intention capacity misrepresentation mistake duress influence frustration termination repudiation causation remoteness foreseeability proximity reasonable standard professional medical economic loss nuisance trespass defamation privacy confidence copyright patent trademark competition merger insolvency bankruptcy creditor debtor security charge lien guarantee indemnity insurance carriage goods consumer protection rights freedom expression assembly religion liberty detention review expectation fairness justice bias hearing discretion proportionality sovereignty federalism executive legislature judiciary precedent ratio obiter dissent majority bench advocate solicitor barrister registry motion pleading affidavit disclosure privilege hearsay admissibility burden proof probabilities presumption innocence guilt recklessness knowledge attempt conspiracy accessory defence provocation insanity automatism intoxication consent assault battery robbery burglary arson kidnapping blackmail forgery perjury contempt bail custody probation parole reform commission society students faculty lecture moot seminar examination essay dissertation library research journal article jurisprudence positivism realism treaty convention immunity extradition asylum refugee migration citizenship nationality family marriage divorce adoption succession probate intestacy executor beneficiary`.split(
    /\s+/,
  );

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const word = (next) => VOCABULARY[Math.floor(VOCABULARY.length * next() ** 2.2)];

function article(seed) {
  const next = random(seed);
  const paragraphs = [];
  for (let written = 0; written < WORDS; written += 80) {
    paragraphs.push(`<p>${Array.from({ length: 80 }, () => word(next)).join(' ')}.</p>`);
  }
  return paragraphs.join('');
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the server...');
  run('npm', ['run', 'build', '--silent']);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-bench-search-'));
run(process.execPath, ['apps/server/dist/cli.mjs', 'seed-bench'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

let address = 0;
const visitor = () => {
  address += 1;
  return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};
let started;
try {
  // Behind a trusted loopback proxy, each search comes from its own address (X-Forwarded-For), as
  // many visitors do: the per-address limit is measured by the tests, the cost of searching here.
  started = await startBuiltServer(dataDir, { TRUST_PROXY: 'loopback' });
  const { base } = started;
  const { token } = await (
    await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  console.log(`Adding ${POSTS} published posts of ${WORDS} words through the API...`);
  const seedStarted = performance.now();
  let nextPost = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (nextPost < POSTS) {
        const index = nextPost++;
        const response = await fetch(`${base}/api/posts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title: `Long read ${index + 1}: ${word(random(index))} and ${word(random(index + 7))}`,
            slug: `long-read-${index + 1}`,
            status: 'published',
            publishedAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
            contentBody: article(index),
          }),
        });
        if (response.status !== 201)
          throw new Error(`post ${index}: ${response.status} ${await response.text()}`);
      }
    }),
  );
  console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s.`);

  // Every query new to the cache (the worst case), real words only: one word, two, a phrase, an
  // OR with an exclusion. Common words match nearly every post.
  const next = random(42);
  const forms = [
    () => word(next),
    () => `${word(next)} ${word(next)}`,
    () => `"${word(next)} ${word(next)}"`,
    () => `${word(next)} or ${word(next)} -${word(next)}`,
  ];
  const unique = new Set();
  for (let index = 0; unique.size < 5000 && index < 50_000; index++) unique.add(forms[index % 4]());
  const queries = [...unique];
  let cursor = 0;
  const search = (q) => timed(`${base}/api/search?q=${encodeURIComponent(q)}`, visitor());

  console.log('One client, 200 distinct searches, each new to the cache...');
  const single = [];
  for (; cursor < 200; cursor++) single.push(await search(queries[cursor]));

  console.log(`${CLIENTS} clients searching for ${SECONDS} s (each query new), /api/health probed...`);
  const during = [];
  const health = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all([
    ...Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline && cursor < queries.length) {
        during.push(await search(queries[cursor++]));
      }
    }),
    (async () => {
      while (performance.now() < deadline) {
        health.push(await timed(`${base}/api/health`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })(),
  ]);
  const cachedRepeat = [];
  // The latest searches, still in the cache (it keeps the last 300).
  for (const q of queries.slice(cursor - 100, cursor)) cachedRepeat.push(await search(q));

  const row = (name, samples, target) => ({
    name,
    requests: samples.length,
    p50: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    p95: percentile(
      samples.map((s) => s.ms),
      95,
    ),
    p99: percentile(
      samples.map((s) => s.ms),
      99,
    ),
    errors: samples.filter((s) => s.status !== 200).length,
    target,
  });
  const rows = [
    row('search, 1 client, each query new to the cache', single, `p95 ≤ ${TARGETS.searchP95Ms} ms`),
    row('search, the same queries again (cached)', cachedRepeat, '—'),
    row(`search, ${CLIENTS} clients, each query new`, during, '—'),
    row(`/api/health while ${CLIENTS} clients search`, health, `p99 < ${TARGETS.healthP99Ms} ms`),
  ];
  rows[0].met = rows[0].p95 <= TARGETS.searchP95Ms && rows[0].errors === 0;
  rows[3].met = rows[3].p99 < TARGETS.healthP99Ms && rows[3].errors === 0;
  const machine = `${processor()}, Node ${process.version}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
  const markdown = [
    `# Search benchmark, ${new Date().toISOString()}`,
    '',
    `Machine: ${machine}. ${POSTS} published posts of ${WORDS} words (plus the bench seed), loopback, embedded PGlite.`,
    '',
    '| measurement | requests | p50 ms | p95 ms | p99 ms | errors | target | met |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.target} | ${r.met === undefined ? '—' : r.met ? 'yes' : 'NO'} |`,
    ),
    '',
  ].join('\n');
  console.log(`\n${markdown}`);
  writeResults(
    'search',
    { machine, posts: POSTS, words: WORDS, clients: CLIENTS, seconds: SECONDS, targets: TARGETS, rows },
    markdown,
  );
} finally {
  await started?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
