import { STORED_UPLOAD_NAME } from '@lss/shared/upload';
import { isPrivateKey, type ObjectHeaders, PRIVATE_KEY_PREFIX } from '../../lib/storage/storage.ts';
import { MIME_BY_EXTENSION } from './file-kinds.ts';

/** Names are random and never reused, so a stored file may be cached forever. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** A members-only file is its reader's alone: no cache keeps it. */
export const PRIVATE_FILE = 'private, no-store';

/**
 * How a stored upload is served, by this app or by a bucket behind S3_PUBLIC_URL: its real type, and
 * documents as downloads so a browser never renders them in the serving origin. Null for a name that
 * is not one of ours.
 */
export function uploadHeaders(name: string): ObjectHeaders | null {
  // A private copy (a members-only file) is one of ours too: it is backed up and restored with the
  // others, but never served under /uploads (uploads.static.ts) and never kept by a shared cache.
  if (isPrivateKey(name)) {
    const upload = name.slice(PRIVATE_KEY_PREFIX.length);
    const headers = isPrivateKey(upload) ? null : uploadHeaders(upload);
    return (
      headers && {
        ...headers,
        cacheControl: PRIVATE_FILE,
        contentDisposition: `attachment; filename="${name}"`,
      }
    );
  }
  const match = STORED_UPLOAD_NAME.exec(name);
  const contentType = match ? MIME_BY_EXTENSION[match[1]!] : undefined;
  if (!contentType) return null;
  return contentType.startsWith('image/')
    ? { contentType, cacheControl: CACHE_FOREVER }
    : { contentType, cacheControl: CACHE_FOREVER, contentDisposition: `attachment; filename="${name}"` };
}
