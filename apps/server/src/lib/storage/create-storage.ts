import type { StorageConfig } from '../../config/env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured storage: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: StorageConfig, log: { warn(obj: object, msg: string): void }): Storage {
  return config.kind === 's3' ? createS3Storage(config, { log }) : createDiskStorage(config.dir);
}
