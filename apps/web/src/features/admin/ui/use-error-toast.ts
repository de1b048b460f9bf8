import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/http.ts';

/** A 401 already ended the session with its own toast; a second toast would only add noise. */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Shows the spec's failure toast once per failed load (the id stops duplicates). */
export function useErrorToast(error: unknown, message: string): void {
  const failed = Boolean(error) && !isSessionEnd(error);
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}

/** The spec's failure text, with the server's reason beneath it when it gave one. */
export function toastFailure(error: unknown, message: string): void {
  if (isSessionEnd(error)) return;
  const reason = error instanceof ApiError ? error.serverMessage : null;
  toast.error(message, reason && reason !== message ? { description: reason } : undefined);
}
