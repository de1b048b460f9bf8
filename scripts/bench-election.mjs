// `npm run bench:election`: the last ten minutes of a council election (issue 28), on the built
// server. 2,000 verified members are on the roll; 1,500 of them vote in bursts of 100 at once while
// others watch the turnout. Every ballot must be recorded once and none lost: the turnout, the
// published ballot list and a recount of it must all say 1,500, and a second burst from the same
// members must all be refused. Casting's and the turnout's p50/p99 are reported; then the same on
// PostgreSQL with two server instances, each burst spread over both.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { machine, run, startBuiltServer, startPostgres, writeResults } from './bench-kit.mjs';

const { MEMBER_COOKIE } = await tsImport('@lss/shared/members', import.meta.url);

const ROLL = Number(process.env.BENCH_ROLL ?? 2000);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 1500);
const BURST = Math.min(100, VOTERS);
/** Readers refreshing the election page's data (GET /api/elections/{slug}) while the bursts run. */
const READERS = 20;
const ADMIN = {
  fullName: 'Returning Officer',
  email: 'officer@lss.test',
  password: 'bench-password-bench-42',
};
const POSITIONS = [
  { title: 'President', seats: 1, candidates: 2 },
  { title: 'Members at large', seats: 3, candidates: 5 },
];

async function call(base, method, url, { token, cookie, body } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie: `${MEMBER_COOKIE}=${cookie}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function expectStatus(promise, status, what) {
  const answer = await promise;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The officer's election with accepted candidates (the first voters), voting open: its slug and ballot. */
async function openElection(base, cookies) {
  await expectStatus(
    call(base, 'POST', '/api/users/register', { body: ADMIN }),
    201,
    'registering the officer',
  );
  const { token } = await expectStatus(
    call(base, 'POST', '/api/users/login', { body: { email: ADMIN.email, password: ADMIN.password } }),
    200,
    'signing in',
  );
  const accounts = await expectStatus(call(base, 'GET', '/api/users', { token }), 200, 'the accounts');
  const officer = accounts.find((account) => account.email === ADMIN.email)._id;
  const election = await expectStatus(
    call(base, 'POST', '/api/elections', {
      token,
      body: {
        title: 'Council Election',
        session: '2027/2028',
        positions: POSITIONS.map(({ title, seats }) => ({ title, seats })),
        officers: [officer],
      },
    }),
    201,
    'creating the election',
  );
  const slug = election.slug;
  const step = (status) =>
    expectStatus(
      call(base, 'POST', `/api/elections/${slug}/status`, { token, body: { status } }),
      200,
      status,
    );
  await step('nominations');
  let member = 0;
  for (const position of election.positions) {
    const { candidates } = POSITIONS.find((p) => p.title === position.title);
    for (let index = 0; index < candidates; index++) {
      const nomination = await expectStatus(
        call(base, 'POST', `/api/elections/${slug}/nominations`, {
          cookie: cookies[member++],
          body: {
            positionId: position._id,
            manifesto: '<p>For every student.</p>',
            photoUrl: 'https://images.lss.test/portrait.jpg',
          },
        }),
        201,
        'a nomination',
      );
      await expectStatus(
        call(base, 'PATCH', `/api/elections/${slug}/nominations/${nomination._id}`, {
          token,
          body: { status: 'accepted' },
        }),
        200,
        'accepting',
      );
    }
  }
  await step('voting');
  const detail = await expectStatus(call(base, 'GET', `/api/elections/${slug}`), 200, 'the election');
  return { slug, token, step, positions: detail.positions };
}

/** A voter's choices: for each position, up to its seats among its candidates (sometimes none). */
function choicesOf(positions, voter) {
  const choices = {};
  for (const [index, position] of positions.entries()) {
    const count = (voter + index) % (position.seats + 1);
    const ids = position.candidates.map((candidate) => candidate._id);
    choices[position._id] = Array.from({ length: count }, (_, k) => ids[(voter * 7 + k) % ids.length]);
    choices[position._id] = [...new Set(choices[position._id])];
  }
  return choices;
}

/** One election's last ten minutes on `bases` (instances, each burst spread over them). */
async function election(bases, cookies) {
  const { slug, step, positions } = await openElection(bases[0], cookies);
  // Voters in a fixed shuffled order: who votes is not who joined first.
  const order = Array.from({ length: ROLL }, (_, index) => index).sort(
    (a, b) => ((a * 7919) % ROLL) - ((b * 7919) % ROLL),
  );
  const voters = order.slice(0, VOTERS);
  const castMs = [];
  const statuses = {};
  const readMs = [];
  let reading = true;
  const readers = Array.from({ length: READERS }, async (_, reader) => {
    while (reading) {
      const started = performance.now();
      await call(bases[reader % bases.length], 'GET', `/api/elections/${slug}`);
      readMs.push(performance.now() - started);
    }
  });
  const began = performance.now();
  const burst = (group, record) =>
    Promise.all(
      group.map(async (voter, index) => {
        const started = performance.now();
        const answer = await call(bases[index % bases.length], 'POST', `/api/elections/${slug}/ballots`, {
          cookie: cookies[voter],
          body: { choices: choicesOf(positions, voter) },
        });
        if (record) castMs.push(performance.now() - started);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        return answer.status;
      }),
    );
  for (let start = 0; start < voters.length; start += BURST)
    await burst(voters.slice(start, start + BURST), true);
  const votingSeconds = (performance.now() - began) / 1000;
  reading = false;
  await Promise.all(readers);
  // The same members again, all at once: every one refused, nothing added.
  const again = await burst(voters.slice(0, BURST), false);
  // The turnout a visitor reads is cached for the response cache's few seconds (a ballot drops no
  // cached page): how long until it shows every ballot.
  const ended = performance.now();
  let turnout;
  do {
    turnout = (await call(bases[1 % bases.length], 'GET', `/api/elections/${slug}`)).json.turnout;
    if (turnout.ballots === VOTERS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (performance.now() - ended < 15_000);
  const turnoutCaughtUpSeconds = (performance.now() - ended) / 1000;
  await step('closed');
  await step('published');
  // The file anyone downloads to recount (the API's list is paged, 1,000 at most without a page),
  // checked against the SHA-256 the site publishes with it.
  const download = await fetch(`${bases[0]}/api/elections/${slug}/ballots.json`);
  const file = await download.text();
  const hashMatches = createHash('sha256').update(file).digest('hex') === download.headers.get('sha-256');
  const ballots = JSON.parse(file);
  const results = (await call(bases[0], 'GET', `/api/elections/${slug}`)).json.results;
  // The recount anyone can do: the published ballots' choices counted against the published totals.
  const recount = new Map();
  for (const ballot of ballots)
    for (const chosen of Object.values(ballot.choices))
      for (const candidate of chosen) recount.set(candidate, (recount.get(candidate) ?? 0) + 1);
  const recounted =
    hashMatches &&
    results.every((result) =>
      result.candidates.every((candidate) => (recount.get(candidate.candidateId) ?? 0) === candidate.votes),
    );
  const receipts = new Set(ballots.map((ballot) => ballot.receipt));
  return {
    cast: { p50: percentile(castMs, 50), p99: percentile(castMs, 99), max: percentile(castMs, 100) },
    turnoutRead: { count: readMs.length, p50: percentile(readMs, 50), p99: percentile(readMs, 99) },
    votingSeconds,
    statuses,
    refusedAgain: again.filter((status) => status === 409).length,
    turnout,
    turnoutCaughtUpSeconds,
    published: ballots.length,
    distinctReceipts: receipts.size,
    recounted,
  };
}

async function site(name, { postgres = false, instances = 1 }) {
  console.log(`${name}: ${ROLL} members on the roll...`);
  const database = postgres ? await startPostgres('lss_election') : null;
  const dataDirs = Array.from({ length: instances }, () => mkdtempSync(path.join(tmpdir(), 'lss-election-')));
  const env = database ? { DATABASE_URL: database.url } : {};
  const servers = [];
  try {
    const tokens = path.join(dataDirs[0], 'voters.json');
    run(process.execPath, ['apps/server/dist/cli.mjs', 'seed-voters', String(ROLL), tokens], {
      env: { ...process.env, DATA_DIR: dataDirs[0], LOG_LEVEL: 'warn', ...env },
    });
    const cookies = JSON.parse(readFileSync(tokens, 'utf8'));
    for (const dataDir of dataDirs) servers.push(await startBuiltServer(dataDir, env));
    const figures = await election(
      servers.map((server) => server.base),
      cookies,
    );
    console.log(figures);
    return { name, ...figures };
  } finally {
    for (const server of servers) await server.stop();
    await database?.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('Building...');
run('npm', ['run', 'build', '--silent']);
const rows = [
  await site('embedded database, 1 instance', {}),
  await site('PostgreSQL, 2 instances', { postgres: true, instances: 2 }),
];
const ms = (value) => value.toFixed(0);
const markdown = [
  `# An election's last ten minutes (${machine()})`,
  '',
  `${ROLL.toLocaleString('en')} verified members on the roll; ${VOTERS.toLocaleString('en')} cast their ballots (POST /api/elections/{slug}/ballots) in bursts of ${BURST} at once, while ${READERS} readers refresh the election (GET /api/elections/{slug}, the turnout). Then ${BURST} of the same members try again at once.`,
  '',
  '| site | voting took s | cast p50 ms | cast p99 ms | cast max ms | turnout reads | read p50 ms | read p99 ms | answers | refused again | turnout | turnout shown all after s | ballots in the download | distinct receipts | SHA-256 and recount match |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.votingSeconds.toFixed(1)} | ${ms(row.cast.p50)} | ${ms(row.cast.p99)} | ${ms(row.cast.max)} | ${row.turnoutRead.count} | ${ms(row.turnoutRead.p50)} | ${ms(row.turnoutRead.p99)} | ${Object.entries(
        row.statuses,
      )
        .map(([status, count]) => `${count}×${status}`)
        .join(
          ', ',
        )} | ${row.refusedAgain}/${BURST} | ${row.turnout.ballots}/${row.turnout.roll} | ${row.turnoutCaughtUpSeconds.toFixed(1)} | ${row.published} | ${row.distinctReceipts} | ${row.recounted ? 'yes' : 'NO'} |`,
  ),
  '',
].join('\n');
console.log(markdown);
writeResults('election', rows, markdown);
const lost = rows.filter(
  (row) =>
    row.turnout.ballots !== VOTERS ||
    row.published !== VOTERS ||
    row.distinctReceipts !== VOTERS ||
    row.refusedAgain !== BURST ||
    !row.recounted,
);
if (lost.length > 0) {
  console.error(`Ballots lost, doubled or miscounted on: ${lost.map((row) => row.name).join(', ')}`);
  process.exitCode = 1;
}
