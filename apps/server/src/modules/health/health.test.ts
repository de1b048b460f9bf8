import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Settles with the response, or with 'no answer' when `ms` pass first. */
const within = <T>(ms: number, answer: Promise<T>) =>
  Promise.race([answer, new Promise<'no answer'>((resolve) => setTimeout(resolve, ms, 'no answer'))]);

/**
 * Holds the database busy until the returned function is called: as many open transactions as the
 * connection pool has connections (PostgreSQL), or one that the embedded database queues all else behind.
 */
async function stallDatabase() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  const transactions = Array.from({ length: 4 }, () =>
    t.database.db.transaction(async (tx) => {
      started += 1;
      await tx.execute(sql`select 1`);
      await held;
    }),
  );
  while (started === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return async () => {
    release();
    await Promise.all(transactions);
  };
}

describe('health and readiness', () => {
  it('answers liveness from memory, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stays live while the database is stalled, and reports not ready within its timeout', async () => {
    const resume = await stallDatabase();
    try {
      const health = await within(500, t.app.inject({ method: 'GET', url: '/api/health' }));
      expect(health === 'no answer' ? health : health.statusCode).toBe(200);
      const ready = await within(4000, t.app.inject({ method: 'GET', url: '/api/ready' }));
      expect(ready === 'no answer' ? ready : ready.statusCode).toBe(503);
      if (ready !== 'no answer') expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await resume();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('stays live when the database is gone; readiness says why it is not ready', async () => {
    await t.database.close();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('Not ready: the database is not answering.');
  });
});

describe('readiness with uploads in an S3 bucket', () => {
  it('is ready while the bucket answers, and 503 within its timeout once the S3 server is gone', async () => {
    const { startS3Server } = await import('../../testing/s3-server.ts');
    const server = await startS3Server();
    const withBucket = await createTestApp(await server.bucketEnv());
    try {
      const ready = await withBucket.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });
      await server.stop();
      const down = await within(4000, withBucket.app.inject({ method: 'GET', url: '/api/ready' }));
      if (down === 'no answer') throw new Error('readiness did not answer within 4 s');
      expect(down.statusCode).toBe(503);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.json()).toEqual({
        status: 'unavailable',
        database: 'up',
        storage: 'down',
        message: 'Not ready: the file storage is not answering.',
      });
      expect((await withBucket.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await withBucket.close();
      await server.stop();
    }
  });
});
