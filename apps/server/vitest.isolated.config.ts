import { defineProject } from 'vitest/config';
import server, { MODULE_MOCKING_FILES } from './vitest.config.ts';

/** The API files that mock a module of the app, each in a fresh module graph (see vitest.config.ts). */
const steps = process.env.LOAD_TEST === '1' || process.env.MULTI_INSTANCE_TEST === '1';

export default defineProject({
  test: {
    ...server.test,
    name: `${server.test?.name}-isolated`,
    isolate: true,
    include: steps ? [] : MODULE_MOCKING_FILES,
    exclude: [],
  },
});
