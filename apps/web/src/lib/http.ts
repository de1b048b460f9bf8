import { API_BASE_PATH } from '@lss/shared/constants';

/** A failed API call, carrying the server's public message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function serverMessageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's error page, a dropped connection): there is no message to show.
  }
  return null;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * One JSON call to the API. No window access at import time, so server code can import this too.
 * Throws ApiError for any non-2xx answer and for network failures (status 0).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', null);
  }
  if (!response.ok) {
    const serverMessage = await serverMessageOf(response);
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
    );
  }
  return (await response.json()) as T;
}

/** For reads where "not found" is an answer, not a failure. */
export async function apiRequestOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
