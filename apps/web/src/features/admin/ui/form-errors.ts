import { adminMessages } from '@lss/shared/admin-messages';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/http.ts';

/**
 * The toast for a form that did not pass validation: the spec's "required" text when something is
 * missing, else the first field's own message (an invalid URL, a short password). The fields show
 * their messages beside them as well.
 */
export function toastInvalid(errors: FieldErrors, firstChecks: Record<string, string> = {}): void {
  for (const [field, message] of Object.entries(firstChecks)) {
    if (errors[field]) {
      toast.error(message, { id: 'form-invalid' });
      return;
    }
  }
  const messages = Object.values(errors)
    .map((error) => (error && typeof error.message === 'string' ? error.message : ''))
    .filter(Boolean);
  const missing = messages.some((message) => message.endsWith(' is required.'));
  toast.error(missing ? adminMessages.requiredFields : (messages[0] ?? adminMessages.requiredFields), {
    id: 'form-invalid',
  });
}

/** A 400/409 with per-field messages puts each beside its field. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
