import { defineProject } from 'vitest/config';
import { preactForReact } from './vite.config.ts';

export default defineProject({
  // Components are tested on the runtime they ship with (decision 009): every library that
  // imports React is bundled through the same aliases as the build.
  resolve: {
    // Packages resolve to their ES module builds, whose imports of React the aliases reach (Node's
    // conditions would pick CommonJS files, which require the real React).
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
    alias: preactForReact,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: true } },
    // CommonJS packages that require React (TipTap's store hooks): bundled with the aliases applied.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['use-sync-external-store/shim/index.js', 'use-sync-external-store/shim/with-selector.js'],
        },
      },
    },
  },
});
