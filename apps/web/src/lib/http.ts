import { API_BASE_PATH } from '@lss/shared/constants';
import type { Page } from '@lss/shared/pagination';

export type FieldErrors = Record<string, string>;

/**
 * A failed API call: the status (0 when no answer came), the server's public message when it sent
 * one, and its per-field messages (decisions.md, API: `{ message, errors }`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message when it sent one, else the spec's text for this failure (spec §8). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Sent as JSON; a FormData goes as multipart, with the boundary the browser writes; a Blob (a CSV
   * file) goes as it is, with its own type.
   */
  body?: unknown;
  signal?: AbortSignal;
  /** An administrator's token, sent as `Authorization: Bearer …`. */
  token?: string | null;
  /** Runs when the answer is 401, before the ApiError is thrown (the admin session ends there). */
  onUnauthorized?: () => void;
  /** Progress of a multipart body, in percent. */
  onUploadProgress?: (percent: number) => void;
};

export type Outgoing = { method: string; headers: Record<string, string>; body?: BodyInit };

function outgoing({ method = 'GET', body, token }: RequestOptions): Outgoing {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body === undefined) return { method, headers };
  if (body instanceof FormData) return { method, headers, body };
  if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    return { method, headers, body };
  }
  headers['Content-Type'] = 'application/json';
  return { method, headers, body: JSON.stringify(body) };
}

function asFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function errorOf(response: Response): Promise<ApiError> {
  let message: string | null = null;
  let errors: FieldErrors = {};
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      if ('message' in body && typeof body.message === 'string') message = body.message;
      if ('errors' in body) errors = asFieldErrors(body.errors);
    }
  } catch {
    // Not JSON (a proxy's error page, a cut connection): there is no message to show.
  }
  return new ApiError(response.status, message ?? `Request failed (${response.status})`, message, errors);
}

/**
 * Every call to the API, public or admin, goes through one of these. Nothing here touches window
 * until a call is made, so server code can import it.
 */
export function createHttp(base = API_BASE_PATH) {
  async function send(path: string, options: RequestOptions): Promise<Response> {
    const request = outgoing(options);
    const url = `${base}${path}`;
    let response: Response;
    try {
      // Uploads go by XMLHttpRequest: fetch cannot report how much of a body has been sent. That
      // code is loaded with the first upload: most visits never send a file.
      response =
        request.body instanceof FormData
          ? await (await import('./upload-request.ts')).sendReportingProgress(
              url,
              request,
              options.signal,
              options.onUploadProgress,
            )
          : await fetch(url, { ...request, signal: options.signal });
    } catch (error) {
      // A cancelled call is not a failure to report; TanStack Query expects its abort back.
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, error instanceof Error ? error.message : 'Network error', null);
    }
    if (response.ok) return response;
    const error = await errorOf(response);
    if (response.status === 401) options.onUnauthorized?.();
    throw error;
  }

  /** One JSON call; throws ApiError for any non-2xx answer and for network failures (status 0). */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const text = await (await send(path, options)).text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** One page of a paginated list: the body's items, and the whole list's size from X-Total-Count. */
  async function requestPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
    const response = await send(path, options);
    const items = (await response.json()) as T[];
    const total = Number.parseInt(response.headers.get('x-total-count') ?? '', 10);
    return { items, total: Number.isNaN(total) ? items.length : total };
  }

  /** For reads where "not found" is an answer, not a failure. */
  async function requestOrNull<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
    try {
      return await request<T>(path, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  /** A file (the backup archive): its bytes and the name the server gave it. */
  async function download(path: string, options: RequestOptions = {}) {
    const response = await send(path, options);
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), fileName };
  }

  return { request, requestOrNull, requestPage, download };
}

export type Http = ReturnType<typeof createHttp>;

/** The site's own API, same origin. */
export const http = createHttp();
export const { request: apiRequest, requestOrNull: apiRequestOrNull } = http;
