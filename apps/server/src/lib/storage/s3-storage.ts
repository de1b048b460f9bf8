import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env.ts';
import {
  assertStorageKey,
  isPrivateKey,
  isStorageKey,
  type Storage,
  StorageUnavailableError,
} from './storage.ts';

type Logger = { warn(obj: object, msg: string): void };

/** Objects live under this folder of the bucket, so a CDN in front of it serves the app's own paths. */
export const S3_KEY_PREFIX = 'uploads/';
/**
 * Private objects (PRIVATE_KEY_PREFIX: members-only files) live under this folder instead, which
 * the bucket's public policy and a CDN in front of `uploads/` never reach.
 */
export const S3_PRIVATE_PREFIX = 'private/';

/** The bucket's name of an object: `uploads/<key>`, or `private/<key>` for a private key. */
const objectKey = (key: string) => (isPrivateKey(key) ? S3_PRIVATE_PREFIX : S3_KEY_PREFIX) + key;
/** A bucket that has not answered by then is down: readiness and uploads say so instead of hanging. */
const CONNECT_TIMEOUT_MS = 3000;
const PING_TIMEOUT_MS = 2000;

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');
const isMissingObject = (error: unknown) => ['NoSuchKey', 'NotFound'].includes(errorName(error));

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …) through the AWS SDK. The SDK is loaded on first use: a
 * site on disk storage never pays for it.
 */
export function createS3Storage(config: S3Config, { log }: { log: Logger }): Storage {
  const { bucket } = config;
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 requires them: the CRC headers the SDK now adds by default are
        // refused or mishandled by several S3-compatible services.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
      }),
    })));

  /** Runs one bucket operation; a failure is logged (never with credentials) and becomes a 503. */
  async function operate<T>(
    operation: string,
    work: (deps: Awaited<ReturnType<typeof connect>>) => Promise<T>,
  ) {
    const deps = await connect();
    try {
      return await work(deps);
    } catch (error) {
      log.warn({ operation, bucket, reason: errorName(error) }, 'file storage did not answer');
      throw new StorageUnavailableError(error);
    }
  }

  return {
    kind: 's3',
    async put(key, body, headers) {
      assertStorageKey(key);
      await operate('put', ({ sdk, client }) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            // A stream is sent with its length: S3 refuses a body of unknown size.
            ...(Buffer.isBuffer(body) ? { Body: body } : { Body: body.stream, ContentLength: body.size }),
            ContentType: headers.contentType,
            CacheControl: headers.cacheControl,
            ContentDisposition: headers.contentDisposition,
          }),
        ),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return operate('get', async ({ sdk, client }) => {
        try {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
          return {
            body: object.Body as Readable,
            size: object.ContentLength ?? 0,
            lastModified: object.LastModified ?? new Date(0),
          };
        } catch (error) {
          if (isMissingObject(error)) return null;
          throw error;
        }
      });
    },
    async delete(key) {
      assertStorageKey(key);
      await operate('delete', ({ sdk, client }) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })),
      );
    },
    async list() {
      return operate('list', async ({ sdk, client }) => {
        const keys: string[] = [];
        for (const prefix of [S3_KEY_PREFIX, S3_PRIVATE_PREFIX]) {
          let token: string | undefined;
          do {
            const page = await client.send(
              new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
            );
            for (const object of page.Contents ?? []) {
              const key = object.Key?.slice(prefix.length) ?? '';
              // Each folder holds its own kind of key only: a private key under uploads/ is not ours.
              if (isStorageKey(key) && isPrivateKey(key) === (prefix === S3_PRIVATE_PREFIX)) keys.push(key);
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
          } while (token);
        }
        return keys;
      });
    },
    async ping() {
      try {
        const { sdk, client } = await connect();
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },
    publicUrl: (key) =>
      config.publicUrl && !isPrivateKey(key) ? `${config.publicUrl}/${S3_KEY_PREFIX}${key}` : null,
    async close() {
      const open = connection;
      connection = undefined;
      if (open) (await open).client.destroy();
    },
  };
}
