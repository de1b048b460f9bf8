import { createRequire } from 'node:module';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { preactForReact } from './vite.config.ts';

const reactRouterFile = (file: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/development',
    file,
  );

export default defineProject({
  // Components are tested on the runtime they ship with (decision 009): every library that
  // imports React is bundled through the same aliases as the build.
  resolve: {
    alias: [
      ...preactForReact,
      // The ES module builds, whose imports of React the aliases can reach (Node's resolution
      // would pick CommonJS files, which require the real React).
      { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
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
