import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_FIELD_NAME } from '@lss/shared/constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, repoRoot } from './lib/paths.ts';
import { LOGIN_LIMITS } from './modules/users/login-throttle.ts';
import { startRoundRobinProxy } from './testing/round-robin-proxy.ts';
import { type S3TestServer, startS3Server } from './testing/s3-server.ts';
import { png } from './testing/sample-files.ts';
import { freePort, type Running, startServer } from './testing/server-process.ts';
import { emptyPostgresDatabase } from './testing/test-app.ts';

/**
 * Three real server processes on one PostgreSQL database and one S3 bucket, each with a data
 * directory of its own, as on three machines, behind a round-robin proxy (docs/decisions/014).
 */
const INSTANCES = 3;
// Three processes compiling the server at once on a shared two-core machine.
const START_TIMEOUT_MS = 90_000;
/** The instances render pages from the built web app (npm test builds it before this step). */
const PAGE_RENDERER = path.join(repoRoot, 'apps/web/dist/server/entry-server.js');

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

let databaseUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
let s3: S3TestServer | undefined;
let bucket: string;
let instances: Running[] = [];
const dataDirs: string[] = [];
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
const owner = { fullName: 'Ada Obi', email: 'ada@lss.test', password: 'moot-court-2026' };
let token: string;

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const post = (base: string, url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Polls until `check` passes, for at most `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  if (!existsSync(PAGE_RENDERER))
    throw new Error('Build the site first (npm run build): the instances serve pages.');
  ({ url: databaseUrl, drop: dropDatabase } = await emptyPostgresDatabase());
  s3 = await startS3Server();
  const storage = await s3.bucketEnv();
  bucket = storage.S3_BUCKET!;
  // Started together on the empty database: they race for the migrations.
  instances = await Promise.all(
    Array.from({ length: INSTANCES }, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-instance-'));
      dataDirs.push(dataDir);
      return startServer(
        dataDir,
        await freePort(),
        {
          DATABASE_URL: databaseUrl,
          ...storage,
          // The proxy below is on this machine: its X-Forwarded-For names the client.
          TRUST_PROXY: 'loopback',
          PAGES: 'production',
          LOG_LEVEL: 'error',
        },
        { startTimeoutMs: START_TIMEOUT_MS },
      );
    }),
  );
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.base));
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await proxy?.close();
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await s3?.stop();
  await dropDatabase?.();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('three instances on one PostgreSQL, behind a load balancer', () => {
  it('all become ready when started together on an empty database, with one schema', async () => {
    for (const instance of instances) {
      const ready = await fetch(`${instance.base}/api/ready`);
      expect(ready.status, instance.output()).toBe(200);
      // No error logged and no start-up failure (the migrations' race would show here).
      expect(instance.output()).not.toMatch(/"level":(50|60)|Could not start/);
    }
    const migrations = await query('select id from drizzle.__drizzle_migrations');
    expect(migrations).toHaveLength(journal.entries.length);
  });

  it('show an event created through instance 1 on /events of instances 2 and 3 within a second', async () => {
    const [first, second, third] = instances as [Running, Running, Running];
    expect((await post(first.base, '/api/users/register', owner)).status).toBe(201);
    token = ((await (await post(first.base, '/api/users/login', owner)).json()) as { token: string }).token;
    const titles = async (base: string) =>
      ((await (await fetch(`${base}/api/events`)).json()) as { title: string }[]).map((event) => event.title);
    const page = async (base: string) => (await fetch(`${base}/events`)).text();
    // Instances 2 and 3 have the empty lists and pages cached.
    for (const instance of [second, third]) {
      expect(await titles(instance.base)).toEqual([]);
      expect(await page(instance.base)).not.toContain('Moot Court Finals');
    }

    const created = await post(
      first.base,
      '/api/events',
      {
        title: 'Moot Court Finals',
        description: 'The final round.',
        eventDate: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
        venue: 'Faculty Auditorium',
      },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    // Each within a second of the write.
    await Promise.all(
      [second, third].flatMap((instance) => [
        within(1000, async () => (await titles(instance.base)).includes('Moot Court Finals')),
        within(1000, async () => (await page(instance.base)).includes('Moot Court Finals')),
      ]),
    );
  });

  it('serve an image uploaded through instance 2 from instance 3, kept in the bucket and not on disk', async () => {
    const [, second, third] = instances as [Running, Running, Running];
    const form = new FormData();
    form.append(
      UPLOAD_FIELD_NAME,
      new Blob([new Uint8Array(await png(640, 480))], { type: 'image/png' }),
      'court.png',
    );
    const uploaded = await fetch(`${second.base}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };

    const served = await fetch(`${third.base}${imageUrl}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    // The object's key is the path it is served at (uploads/...).
    const key = imageUrl.slice(1);
    expect(await s3!.keys(bucket)).toContain(key);
    const stored = await s3!.object(bucket, key);
    expect(served.headers.get('content-type')).toBe(stored.contentType);
    expect(stored.body.equals(bytes)).toBe(true);
    for (const dataDir of dataDirs) {
      const uploads = path.join(dataDir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    }
  });

  it('refuse the next login on every instance once the free tries, spread across them, are used up', async () => {
    // Through the proxy, each try on the next instance in turn.
    for (let attempt = 0; attempt < LOGIN_LIMITS.untrusted.maxFailures; attempt++) {
      const failed = await post(proxy!.base, '/api/users/login', { ...owner, password: `guess-${attempt}` });
      expect(failed.status).toBe(401);
    }
    expect(new Set(proxy!.served).size).toBe(INSTANCES);
    for (const instance of instances) {
      const refused = await post(instance.base, '/api/users/login', owner);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('keep answering through instances 2 and 3 when instance 1 is killed mid-traffic', async () => {
    const [first, second, third] = instances as [Running, Running, Running];
    const statuses: number[] = [];
    let stop = false;
    const traffic = Array.from({ length: 4 }, async () => {
      while (!stop) statuses.push((await fetch(`${proxy!.base}/api/events`)).status);
    });
    await within(5000, async () => statuses.length >= 20);
    first.child.kill('SIGKILL');
    await first.exited;
    const afterKill = statuses.length;
    await within(5000, async () => statuses.length >= afterKill + 40);
    stop = true;
    await Promise.all(traffic);

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const instance of [second, third])
      expect((await fetch(`${instance.base}/api/ready`)).status).toBe(200);
    // The survivors took the traffic after the kill.
    const lastServed = new Set(proxy!.served.slice(-40));
    expect(lastServed).toEqual(new Set([second.base, third.base]));
  });
});
