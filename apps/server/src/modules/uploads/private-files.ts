import { buffer } from 'node:stream/consumers';
import { UPLOADS_PATH } from '@lss/shared/constants';
import { STORED_UPLOAD_NAME } from '@lss/shared/upload';
import { privateKey, type Storage, type StoredObject } from '../../lib/storage/storage.ts';
import { uploadHeaders } from './upload-headers.ts';
import { storedNames } from './uploads.service.ts';

/** The upload's stored name in a stored path (`/uploads/<name>`); null for a link elsewhere. */
export function uploadName(path: string): string | null {
  if (!path.startsWith(`${UPLOADS_PATH}/`)) return null;
  const name = path.slice(UPLOADS_PATH.length + 1);
  return STORED_UPLOAD_NAME.test(name) ? name : null;
}

/**
 * Members-only files (decision 031): an upload a members-only material uses is moved, with its
 * copies, to its private key (`private-<name>`), which /uploads never serves and a bucket keeps
 * outside its public folder; its public name then answers 404. It keeps its name in the records
 * (the material's `fileUrl`, the media library), so moving it back makes it public again.
 */
export function createPrivateFiles(storage: Storage) {
  /** Moves one object, if it is there (a move already made is not made again). */
  async function move(from: string, to: string) {
    const object = await storage.get(from);
    if (!object) return;
    const body = await buffer(object.body);
    await storage.put(to, body, uploadHeaders(to)!);
    await storage.delete(from);
  }

  return {
    /** Moves the upload out of public reach: its original and its copies. */
    async restrict(name: string): Promise<void> {
      for (const stored of storedNames(name)) await move(stored, privateKey(stored));
    },
    /** Moves it back under its public name. */
    async release(name: string): Promise<void> {
      for (const stored of storedNames(name)) await move(privateKey(stored), stored);
    },
    /** The upload's bytes, wherever they are now (moved or not), or null when there are none. */
    async open(name: string): Promise<StoredObject | null> {
      return (await storage.get(privateKey(name))) ?? (await storage.get(name));
    },
  };
}
export type PrivateFiles = ReturnType<typeof createPrivateFiles>;
