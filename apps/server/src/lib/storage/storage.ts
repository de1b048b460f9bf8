import type { Readable } from 'node:stream';
import { apiMessages } from '@lss/shared/api-messages';
import { AppError } from '../errors.ts';

/** The headers an object is served with; a bucket behind S3_PUBLIC_URL serves them itself. */
export type ObjectHeaders = { contentType: string; cacheControl: string; contentDisposition?: string };

export type StoredObject = { body: Readable; size: number; lastModified: Date };

/** What `put` stores: bytes in memory, or a file's stream with its size (an export is never held whole). */
export type ObjectBody = Buffer | { stream: Readable; size: number };

/**
 * Where uploaded files live: a folder (DATA_DIR/uploads) or an S3-compatible bucket. Keys are flat
 * file names (`<id>_<w>x<h>.png`); anything with a path separator is refused, never resolved.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, replacing any earlier object of that name. */
  put(key: string, body: ObjectBody, headers: ObjectHeaders): Promise<void>;
  /** The object, streamed, or null when there is none of that name. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (for backups). */
  list(): Promise<string[]>;
  /** Whether the storage answers and can be written to now. */
  ping(): Promise<boolean>;
  /** Where browsers fetch the object when not from this app (S3_PUBLIC_URL), else null; never for a private key. */
  publicUrl(key: string): string | null;
  /** Lets go of connections (the app closing). */
  close(): Promise<void>;
}

/** The storage did not answer: the request may succeed once it is back, so 503, never a 500. */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, apiMessages.storageUnavailable);
    this.cause = cause;
  }
}

/**
 * Keys that start with this are private: never served under /uploads, and in a bucket kept under
 * `private/` rather than the public `uploads/` (decision 031: members-only files).
 */
export const PRIVATE_KEY_PREFIX = 'private-';

export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_KEY_PREFIX);
/** The private copy's key of a stored object. */
export const privateKey = (key: string) => `${PRIVATE_KEY_PREFIX}${key}`;

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** A key both storages accept: a plain file name, never `..`, a path or a hidden file. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
