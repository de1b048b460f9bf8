import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * sonner injects its stylesheet with a <style> element at import time, which a strict CSP (nonce,
 * no 'unsafe-inline') blocks. We ship the same CSS as a file loaded with the toast area
 * (components/ui/toaster.tsx) instead and disable the injection.
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

/** Build warnings that are known and harmless here; anything else is still printed. */
function onwarn(warning: { code?: string; message: string }, print: (warning: never) => void) {
  // Client-component markers of React Server Components, which this app does not use.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  print(warning as never);
}

export default defineConfig(({ isSsrBuild }) => ({
  // React with Fast Refresh in development.
  plugins: [react(), tailwindcss(), sonnerWithoutInjectedCss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Inlined assets would become data: URLs, which the CSP's img-src/font-src do not allow.
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn,
      ...(isSsrBuild
        ? {}
        : {
            // The public pages' stylesheet and islands runtime (decision 028), the admin area's
            // stylesheet and single-page app: assets.server.ts reads them from the manifest.
            input: [
              'src/styles/app.css',
              'src/styles/admin.css',
              'src/app/islands/islands-client.tsx',
              'src/app/admin/admin-client.tsx',
              // The link-preview card: only server-rendered pages name it (lib/default-image.ts).
              'src/assets/og-default.png',
            ],
            // The toast library in a chunk of its own: left to itself the bundler shares it with
            // react-dom's, and every public page would download it (only forms use toasts).
            output: {
              codeSplitting: {
                // Only sonner itself: its imports (React) stay where they are.
                includeDependenciesRecursively: false,
                groups: [{ name: 'sonner', test: /[\\/]node_modules[\\/]sonner[\\/]/ }],
              },
            },
          }),
    },
  },
  ssr: {
    // The shared package ships TypeScript sources; Node cannot import them, so bundle them.
    noExternal: ['@lss/shared'],
  },
}));
