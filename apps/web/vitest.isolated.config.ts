import { defineProject } from 'vitest/config';
import web, { MODULE_MOCKING_FILES } from './vitest.config.ts';

/** The component files that mock a module of the app, each in a fresh module graph (see vitest.config.ts). */
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-isolated', isolate: true, include: MODULE_MOCKING_FILES, exclude: [] },
});
