import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * sonner injects its stylesheet with a <style> element at import time, which a strict CSP (nonce,
 * no 'unsafe-inline') blocks. We ship the same CSS in our own stylesheet instead and disable the
 * injection.
 */
function sonnerWithoutInjectedCss(): Plugin {
  return {
    name: 'lss:sonner-without-injected-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      return code.replace('function __insertCSS(code) {', 'function __insertCSS(code) { return;');
    },
  };
}

/**
 * The pages run on Preact's React-compatible runtime (decision 009): the same React code and
 * libraries, about 55 kB less JavaScript for every visitor than react-dom.
 */
export const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Build warnings that are known and harmless here; anything else is still printed. */
function onwarn(warning: { code?: string; message: string }, print: (warning: never) => void) {
  // Client-component markers of React Server Components, which this app does not use.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  // React Router looks up React 19's useOptimistic and falls back when it is absent, as in Preact.
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
  print(warning as never);
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), sonnerWithoutInjectedCss()],
  // JSX compiles to React's automatic runtime, which the aliases send to Preact's. No Fast Refresh
  // (React's hot reload does not know Preact): an edited component reloads the page in development.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: { alias: preactForReact },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Inlined assets would become data: URLs, which the CSP's img-src/font-src do not allow.
    assetsInlineLimit: 0,
    rollupOptions: { onwarn, ...(isSsrBuild ? {} : { input: 'src/app/entry-client.tsx' }) },
  },
  ssr: {
    // The shared package ships TypeScript sources; Node cannot import them, so bundle them.
    // Every library that imports React is bundled too, so the aliases above reach it; the rest
    // (Preact itself included, one copy for all) is imported from node_modules.
    noExternal: [
      '@lss/shared',
      'react-router',
      'sonner',
      'react-hook-form',
      '@hookform/resolvers',
      '@tanstack/react-query',
      /^@tiptap\//,
    ],
  },
}));
