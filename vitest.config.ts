import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Vitest's default keeps a core for itself (one worker on two cores), but its own process is
    // nearly idle while the suites run: one worker per core takes the API suites from 528 s to 357 s
    // (PGlite) and 348 s to 192 s (PostgreSQL) on CI's two cores. On PostgreSQL a worker spends part
    // of each test waiting for the database server's own processes: two workers a core keep the cores
    // busy (177 s → 156 s; on PGlite, whose database runs inside the worker, 217 s → 223 s).
    maxWorkers: availableParallelism() * (process.env.TEST_DATABASE === 'postgres' ? 2 : 1),
  },
});
