import type { TestProject } from 'vitest/node';
import { runWide } from './run-wide.ts';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

/** Starts one S3 server for the whole run (TEST_STORAGE=s3); each test app gets a bucket of its own on it. */
export default async function setup(project: TestProject) {
  const { value: endpoint, release } = await runWide('s3', async () => {
    const server = await startS3Server();
    return { value: server.endpoint, stop: () => server.stop() };
  });
  project.provide('s3Endpoint', endpoint);
  return release;
}
