// Bundles the server into dist/server.mjs: our TypeScript (and the shared package) compiled in,
// every npm dependency left as an import so native and optional parts load as installed. Then the
// embedded database's empty data directory, made once here so that a server's first start copies it
// instead of running initdb (decision 025).
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lss/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

const prepared = spawnSync(process.execPath, ['--liftoff-only', 'dist/cli.mjs', 'prepare-initial-db'], {
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
