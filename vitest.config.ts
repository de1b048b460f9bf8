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
    // (PGlite) and 348 s to 192 s (PostgreSQL) on CI's two cores.
    maxWorkers: availableParallelism(),
  },
});
