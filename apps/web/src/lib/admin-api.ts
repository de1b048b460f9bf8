import { authMessages } from '@lss/shared/auth-messages';
import { UPLOAD_FIELD_NAME } from '@lss/shared/constants';
import type { UploadResponse } from '@lss/shared/upload';
import { toast } from 'sonner';
import { type Http, http, type RequestOptions } from './http.ts';
import { clearSession, readSession } from './session.ts';

// The admin pages import it from here with the calls it explains.
export { messageOf } from './http.ts';

/**
 * decisions.md: any admin call answering 401 ends the session; the guard, which watches the
 * session, then shows the login screen with one toast saying why. Only the session the call was
 * made with ends: when several calls fail at once the first ends it and the rest find nothing to
 * do, and a call sent before a fresh login cannot end the new session.
 */
function endSession(token: string | null): void {
  if (token === null || readSession()?.token !== token) return;
  clearSession();
  toast.error(authMessages.sessionExpired, { id: authMessages.sessionExpired });
}

export type AdminRequestOptions = Omit<RequestOptions, 'token' | 'onUnauthorized'> & {
  /** Login, registration, logout: a 401 there is a wrong password, not an expired session. */
  sessionless?: boolean;
};

/** The API with the administrator's bearer token (spec §6), on the given wrapper. */
export function createAdminApi(api: Http = http) {
  function withSession({ sessionless = false, ...options }: AdminRequestOptions): RequestOptions {
    const token = readSession()?.token ?? null;
    return { ...options, token, onUnauthorized: sessionless ? undefined : () => endSession(token) };
  }

  return {
    request: <T>(path: string, options: AdminRequestOptions = {}) =>
      api.request<T>(path, withSession(options)),
    /** One page of a list, with the size of the whole list (X-Total-Count). */
    requestPage: <T>(path: string, options: AdminRequestOptions = {}) =>
      api.requestPage<T>(path, withSession(options)),

    /** POST /api/upload (multipart, field `image`), reporting progress when asked. */
    upload(file: File, onProgress?: (percent: number) => void): Promise<UploadResponse> {
      const body = new FormData();
      body.append(UPLOAD_FIELD_NAME, file);
      return api.request<UploadResponse>(
        '/upload',
        withSession({ method: 'POST', body, onUploadProgress: onProgress }),
      );
    },

    download: (path: string) => api.download(path, withSession({})),
  };
}

export const {
  request: adminRequest,
  requestPage: adminRequestPage,
  upload: uploadFile,
  download: adminDownload,
} = createAdminApi();

/** Downloads `path` (a backup, a CSV export) into the browser's downloads, under the server's file name. */
export async function saveAdminDownload(path: string): Promise<void> {
  const { blob, fileName } = await adminDownload(path);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
