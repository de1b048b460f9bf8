import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

/** The S3_* settings that point the app at `bucket` on the server at `endpoint`. */
export function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
}

/** A client of our own, to look into buckets the way an operator would. */
export function s3Client(endpoint: string) {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Creates an empty bucket with a fresh name (so test files never see each other's objects). */
export async function createTestBucket(endpoint: string): Promise<string> {
  const client = s3Client(endpoint);
  try {
    const bucket = `lss-test-${randomBytes(6).toString('hex')}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return bucket;
  } finally {
    client.destroy();
  }
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

/**
 * A real S3 protocol server (s3rver) on 127.0.0.1, on a free port, keeping its objects in a
 * temporary folder: the app's storage talks to it over HTTP with the real AWS SDK.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'lss-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = s3Client(endpoint);
  let running = true;

  return {
    endpoint,
    /** A new empty bucket and the app settings that use it. */
    async bucketEnv(): Promise<Record<string, string>> {
      return s3Env(endpoint, await createTestBucket(endpoint));
    },
    /** The keys in a bucket, as S3 lists them. */
    async keys(bucket: string): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    /** An object's bytes and type, straight from the bucket. */
    async object(bucket: string, key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        contentType: object.ContentType,
        body: Buffer.from(await object.Body!.transformToByteArray()),
      };
    },
    async stop() {
      if (!running) return;
      running = false;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
