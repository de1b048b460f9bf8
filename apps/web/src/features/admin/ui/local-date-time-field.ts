import { z } from 'zod';
import { isLocalInput } from '#web/lib/local-date-time.ts';

/**
 * A datetime-local value, checked and sent as typed ("2027-03-01T14:30"): the API reads a time
 * without a zone on the society's clock (decisions.md, Tolerant input), the clock the form shows.
 */
export function localDateTimeField(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .refine(isLocalInput, `${label} must be a valid date and time.`);
}

/** An optional datetime-local value: empty means none (null), otherwise as above. */
export function optionalLocalDateTimeField(label: string) {
  return z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isLocalInput(value), `${label} must be a valid date and time.`)
    .transform((value) => value || null);
}
