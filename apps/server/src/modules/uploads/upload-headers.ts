import { STORED_UPLOAD_NAME } from '@lss/shared/upload';
import type { ObjectHeaders } from '../../lib/storage/storage.ts';
import { MIME_BY_EXTENSION } from './file-kinds.ts';

/** Names are random and never reused, so a stored file may be cached forever. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * How a stored upload is served, by this app or by a bucket behind S3_PUBLIC_URL: its real type, and
 * documents as downloads so a browser never renders them in the serving origin. Null for a name that
 * is not one of ours.
 */
export function uploadHeaders(name: string): ObjectHeaders | null {
  const match = STORED_UPLOAD_NAME.exec(name);
  const contentType = match ? MIME_BY_EXTENSION[match[1]!] : undefined;
  if (!contentType) return null;
  return contentType.startsWith('image/')
    ? { contentType, cacheControl: CACHE_FOREVER }
    : { contentType, cacheControl: CACHE_FOREVER, contentDisposition: `attachment; filename="${name}"` };
}
