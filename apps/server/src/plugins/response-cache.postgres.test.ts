import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../db/notices.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';

/** Two instances of the app on one PostgreSQL database: A takes the writes, B serves the reads. */
let a: TestApp;
let b: TestApp;
let token: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { databaseUrl: a.databaseUrl! });
  token = await a.adminToken();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function createEvent(title: string) {
  const response = await a.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: {
      title,
      description: 'The final round.',
      eventDate: new Date(Date.now() + 5 * DAY).toISOString(),
      venue: 'Faculty Auditorium',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const eventTitlesOnB = async () =>
  ((await b.app.inject({ url: '/api/events' })).json() as { title: string }[]).map((event) => event.title);

/** Polls until `check` passes, for at most `withinMs`; returns how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/** B's listening connection, as the database server sees it. */
async function listenerPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: a.databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_APPLICATION_NAME],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

describe('caches across instances sharing PostgreSQL', () => {
  it("show a write on A in B's reads within a second", async () => {
    await createEvent('Moot Court Finals');
    await within(1000, async () => (await eventTitlesOnB()).includes('Moot Court Finals'));
    // Now kept on B, which would otherwise send it unchanged for seconds.
    expect(await eventTitlesOnB()).toContain('Moot Court Finals');

    await createEvent('Law Week Dinner');
    await within(1000, async () => (await eventTitlesOnB()).includes('Law Week Dinner'));
  });

  it('miss no write while B has lost its listening connection, and hear writes again once back', async () => {
    expect(await eventTitlesOnB()).not.toContain('Bar Dinner');
    const [before] = await listenerPids();
    const admin = new pg.Client({ connectionString: a.databaseUrl! });
    await admin.connect();
    // The two listeners (A's and B's) are cut; their notices, sent meanwhile, are lost.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      LISTENER_APPLICATION_NAME,
    ]);
    await admin.end();
    // B has heard of the loss (well before its first reconnection attempt, 250 ms on).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await eventTitlesOnB()).not.toContain('Bar Dinner');
    await createEvent('Bar Dinner');
    // At once: what B read while deaf was not kept.
    expect(await eventTitlesOnB()).toContain('Bar Dinner');

    // Listening again (new connections), B caches and hears A's writes as before.
    await within(10_000, async () => {
      const pids = await listenerPids();
      return pids.length === 2 && !pids.includes(before!);
    });
    expect(await eventTitlesOnB()).toContain('Bar Dinner');
    await createEvent('Freshers Welcome');
    await within(1000, async () => (await eventTitlesOnB()).includes('Freshers Welcome'));
  });
});
