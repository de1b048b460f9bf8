import { UPLOADS_PATH } from '@lss/shared/constants';
import type { AppConfig } from '../config/env.ts';
import type { Storage } from './storage/storage.ts';

/** Put before the path of an upload handed to a client: PUBLIC_URL when front ends on other origins use the API. */
export const uploadLinkBase = (config: Pick<AppConfig, 'corsOrigins' | 'publicUrl'>) =>
  config.corsOrigins.length ? config.publicUrl : '';

/**
 * The URL a client is given for a stored upload (stored values keep the path alone): the bucket's
 * public URL when there is one (S3_PUBLIC_URL), else this app's.
 */
export function uploadLink(storage: Pick<Storage, 'publicUrl'>, linkBase: string) {
  return (storedPath: string) => {
    const name = storedPath.startsWith(`${UPLOADS_PATH}/`) ? storedPath.slice(UPLOADS_PATH.length + 1) : '';
    return (name && storage.publicUrl(name)) || `${linkBase}${storedPath}`;
  };
}

/** JSON text of an upload path as a whole string value: `"/uploads/<name>"`. */
const UPLOAD_VALUE = /"\/uploads\/([A-Za-z0-9_.-]+)"/g;
/** An upload path in an HTML attribute inside a JSON string (a post's body): `src=\"/uploads/<name>\"`. */
const UPLOAD_ATTRIBUTE = /\b(src|href)=\\"\/uploads\/([A-Za-z0-9_.-]+)\\"/g;

/**
 * Rewrites, in an answer's JSON text, every upload path (a field holding `/uploads/<name>`, or an
 * image or link to one in a post's HTML) into the URL `link` gives it: PUBLIC_URL + /uploads/…, or
 * the bucket's public URL. Front ends on other origins (CORS_ORIGINS) can show what they read
 * (decision 024). Stored values stay relative; this runs where JSON is made (the response
 * serialisers), so that every answer, kept by the response cache or not, gets it.
 */
export function absoluteUploadsInJson(json: string, link: (path: string) => string): string {
  if (!json.includes(`${UPLOADS_PATH}/`)) return json;
  return json
    .replace(UPLOAD_VALUE, (_match, name: string) => JSON.stringify(link(`${UPLOADS_PATH}/${name}`)))
    .replace(
      UPLOAD_ATTRIBUTE,
      // A URL holds neither quotes nor backslashes: it goes between the escaped quotes as it is.
      (_match, attribute: string, name: string) => `${attribute}=\\"${link(`${UPLOADS_PATH}/${name}`)}\\"`,
    );
}
