import { z } from 'zod';
import { localInputToIso } from '#web/lib/local-date-time.ts';

/** A datetime-local value, checked and turned into the UTC ISO string the API expects. */
export function localDateTimeField(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .transform((value, context) => {
      const iso = localInputToIso(value);
      if (!iso) {
        context.addIssue({ code: 'custom', message: `${label} must be a valid date and time.` });
        return z.NEVER;
      }
      return iso;
    });
}

/** An optional datetime-local value: empty means none (null), otherwise as above. */
export function optionalLocalDateTimeField(label: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const iso = localInputToIso(value);
      if (!iso) {
        context.addIssue({ code: 'custom', message: `${label} must be a valid date and time.` });
        return z.NEVER;
      }
      return iso;
    });
}
