// `npm run lighthouse`: what the public pages cost (issues 7 and 26), on the built server with a
// throwaway data directory and a little seeded content. Per page: Lighthouse's scores (mobile) and
// total blocking time, the bytes of a first visit with a fresh profile (and the JavaScript among them),
// of that visit once an island that loads on use is used, and of a second visit with the assets
// cached. One table per run, printed and written to bench/results/lighthouse-<time>.md.
//   LIGHTHOUSE_RUNS=2        the whole measurement N times (default 1), a table each
//   LIGHTHOUSE_BYTES_ONLY=1  bytes only, no Lighthouse (bytes do not depend on the machine's load)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBytes } from '../e2e/lighthouse/bytes.mjs';
import { runLighthouse } from '../e2e/lighthouse/run.mjs';
import { machine, root, startBuiltServer, writeResults } from './bench-kit.mjs';

if (!existsSync(path.join(root, 'apps/server/dist/server.mjs'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const BYTES_ONLY = process.env.LIGHTHOUSE_BYTES_ONLY === '1';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-lighthouse-'));
let base;

async function api(method, url, body, token) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();
const kB = (bytes) => (bytes / 1000).toFixed(1);

const COLUMNS = [
  'page',
  'performance',
  'TBT ms',
  'a11y',
  'best practices',
  'SEO',
  'first visit kB',
  'of which JS kB',
  'once used kB',
  'second visit kB',
];
/** `/search?q=law` of http://127.0.0.1:1234/search?q=law. */
const pageOf = (url) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** One run's Markdown table: a row per page; dashes for the scores when only bytes were measured. */
function table(bytes, lighthouse) {
  const rows = [COLUMNS];
  bytes.forEach(({ url, first, firstJs, used, second }, index) => {
    const lh = lighthouse?.[index];
    const scores = lh
      ? [lh.scores.performance, lh.tbt, lh.scores.accessibility, lh.scores['best-practices'], lh.scores.seo]
      : ['–', '–', '–', '–', '–'];
    rows.push(
      [
        `\`${pageOf(url)}\``,
        ...scores,
        kB(first),
        kB(firstJs),
        used === null ? '–' : kB(used),
        kB(second),
      ].map(String),
    );
  });
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

let started;
try {
  started = await startBuiltServer(
    dataDir,
    // As deployed: the kit's NODE_ENV=production (React's production build renders the pages).
    (address) => ({ PUBLIC_URL: address }),
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  base = started.base;
  const admin = {
    fullName: 'Lighthouse Admin',
    email: 'lighthouse@lss.example.org',
    password: 'Lighthouse-2026!',
  };
  await api('POST', '/users/register', admin);
  const { token } = await api('POST', '/users/login', { email: admin.email, password: admin.password });
  await api(
    'POST',
    '/posts',
    {
      title: 'The Doctrine of Precedent in Nigerian Courts',
      slug: 'doctrine-of-precedent',
      status: 'published',
      contentBody: `<p>${'Stare decisis keeps the law steady and predictable for litigants and students alike. '.repeat(12)}</p><h2>Why it matters</h2><p>${'Lower courts follow the decisions of higher courts. '.repeat(10)}</p>`,
    },
    token,
  );
  const event = await api(
    'POST',
    '/events',
    {
      title: 'Annual Moot Court Finals',
      description: 'The final round of the inter-class moot court competition.',
      eventDate: inDays(10),
      venue: 'Moot Court Room, Faculty of Law',
      isFeatured: true,
      rsvpEnabled: false,
    },
    token,
  );
  const withRegistration = await api(
    'POST',
    '/events',
    {
      title: 'Career Fair: Chambers and Firms',
      description: 'Meet the chambers and firms taking pupils and interns this year.',
      eventDate: inDays(12),
      venue: 'Faculty of Law Auditorium',
      rsvpEnabled: true,
      capacity: 120,
    },
    token,
  );
  // A past council: this president's session, once the next one is started (and given its president).
  const { session: pastSession } = await api(
    'POST',
    '/executives',
    { name: 'Oluwaseun Adebayo', position: 'President', displayOrder: 1, isFeatured: true },
    token,
  );
  await api('POST', '/executives/sessions', { copy: 'empty' }, token);
  await api(
    'POST',
    '/executives',
    { name: 'Chiamaka Okafor', position: 'President', displayOrder: 1, isFeatured: true },
    token,
  );
  await api(
    'POST',
    '/podcast',
    {
      title: 'Life After Law School',
      description: 'Young practitioners on the first years at the bar.',
      episodeDate: inDays(5),
      xSpaceUrl: 'https://x.com/i/spaces/1yNGaYkLZqXKj',
      guestName: 'Barr. Funmi Adeyemi',
    },
    token,
  );
  await api(
    'POST',
    '/materials',
    {
      title: 'Law of Contract: Lecture Notes',
      description: 'Offer, acceptance and consideration, with the leading cases.',
      fileUrl: 'https://example.org/law-of-contract-notes.pdf',
    },
    token,
  );

  const pages = [
    '/',
    '/about',
    '/news',
    '/news/doctrine-of-precedent',
    '/events',
    `/events/${event._id}`,
    `/about/councils/${pastSession.replace('/', '-')}`,
    '/podcast',
    '/contact',
    '/materials',
    '/search?q=law',
    `/events/${withRegistration._id}`,
    '/submit',
  ];
  const urls = pages.map((page) => `${base}${page}`);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout?.trim();
  const report = [
    `# npm run lighthouse, ${new Date().toISOString()}`,
    '',
    `Commit ${commit}; ${machine()}. Lighthouse: mobile (simulated slow 4G, 4x CPU)${BYTES_ONLY ? ', not run (LIGHTHOUSE_BYTES_ONLY=1)' : ''}. Bytes: transferred (headers and compressed bodies, 1 kB = 1,000 bytes), to network idle; first visit with a fresh profile, second in the same profile.`,
  ];
  for (let run = 1; run <= RUNS; run++) {
    const lighthouse = BYTES_ONLY ? null : await runLighthouse(urls);
    const bytes = await measureBytes(urls);
    const failures = (lighthouse ?? []).flatMap(({ url, failures }) =>
      Object.entries(failures)
        .filter(([, audits]) => audits.length)
        .map(([category, audits]) => `- ${pageOf(url)} ${category}: ${audits.join(', ')}`),
    );
    const section = [
      `## Run ${run} of ${RUNS}`,
      '',
      table(bytes, lighthouse),
      ...(failures.length ? ['', ...failures] : []),
    ];
    console.log(`\n${section.join('\n')}`);
    report.push('', ...section);
  }
  writeResults('lighthouse', null, `${report.join('\n')}\n`);
} finally {
  await started?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
