import { API_BASE_PATH, UPLOAD_FIELD_NAME } from '@lss/shared/constants';
import { authMessages } from '@lss/shared/messages';
import type { UploadResponse } from '@lss/shared/upload';
import { toast } from 'sonner';
import { ApiError } from './http.ts';
import { clearSession, readSession } from './session.ts';

/** A failed admin call: the status, the server's public message and its per-field messages. */
export class AdminApiError extends ApiError {
  constructor(
    status: number,
    serverMessage: string | null,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(status, serverMessage ?? `Request failed (${status})`, serverMessage);
    this.name = 'AdminApiError';
  }
}

/** The server's message when it sent one, else the spec's text for this failure (spec §8). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * decisions.md: any admin call answering 401 ends the session. The guard, which watches the session,
 * then shows the login screen; one toast says why, however many calls failed at once.
 */
function endSession(): void {
  clearSession();
  toast.error(authMessages.sessionExpired, { id: authMessages.sessionExpired });
}

function authHeader(): Record<string, string> {
  const session = readSession();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
}

async function errorOf(response: Response): Promise<AdminApiError> {
  let message: string | null = null;
  let fields: Record<string, string> = {};
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (body.errors && typeof body.errors === 'object') fields = body.errors as Record<string, string>;
  } catch {
    // Not JSON (a proxy's page, a cut connection): no message to show.
  }
  return new AdminApiError(response.status, message, fields);
}

export type AdminRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Login and registration: a 401 there is a wrong password, not an expired session. */
  sessionless?: boolean;
};

/** One JSON call to the API with the administrator's bearer token (spec §6). */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, sessionless = false } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        ...authHeader(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, null);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && !sessionless) endSession();
    throw error;
  }
  return (await response.json()) as T;
}

/**
 * POST /api/upload (multipart, field `image`). XMLHttpRequest rather than fetch because only it
 * reports upload progress, which the editors show.
 */
export function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}/upload`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeader())) request.setRequestHeader(name, value);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new AdminApiError(0, null));
    request.onload = () => {
      let body: { imageUrl?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // handled below: a success without a URL is a failure
      }
      if (request.status >= 200 && request.status < 300 && typeof body.imageUrl === 'string') {
        resolve({ imageUrl: body.imageUrl });
        return;
      }
      if (request.status === 401) endSession();
      reject(new AdminApiError(request.status, typeof body.message === 'string' ? body.message : null));
    };
    const form = new FormData();
    form.append(UPLOAD_FIELD_NAME, file);
    request.send(form);
  });
}

/** A file from an admin route (the backup archive): its bytes and the name the server gave it. */
export async function adminDownload(path: string): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, { headers: authHeader() });
  } catch {
    throw new AdminApiError(0, null);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401) endSession();
    throw error;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), fileName };
}
