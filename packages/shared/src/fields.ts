import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, UPLOADS_PATH } from './constants.ts';

/**
 * Field building blocks shared by every schema, so that each rule and its message is written once.
 * Messages name the field with the label the forms show (decisions.md, Pages).
 */

export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

export function optionalText(label: string, max = 2000) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A web link a visitor follows: only http: and https: (never javascript:, data:, …). */
export function webUrl(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), {
      message: `${label} must be a valid http:// or https:// URL.`,
    });
}

export function optionalWebUrl(label: string) {
  return z
    .union([z.literal(''), webUrl(label)])
    .nullish()
    .transform((value) => (value ? value : null));
}

const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH}/[A-Za-z0-9_-]+(\\.[A-Za-z0-9]+)?$`);

/** An image or file reference: one of our uploads or an https: URL. Empty means none. */
export function mediaUrl(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine((value) => value === '' || UPLOAD_URL.test(value) || isUrlWithProtocol(value, ['https:']), {
      message: `${label} must be an uploaded file or an https:// URL.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function requiredMediaUrl(label: string, missingMessage: string) {
  return z
    .string({ error: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine((value) => UPLOAD_URL.test(value) || isUrlWithProtocol(value, ['https:']), {
      message: `${label} must be an uploaded file or an https:// URL.`,
    });
}

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** An instant in time. Accepts ISO 8601 with a zone (Z or an offset); always sent back as UTC ISO. */
export function dateTime(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a valid date and time.` }))
    .transform((value) => new Date(value).toISOString());
}

export const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** Every stored record carries these (decisions.md, API). */
export const recordMeta = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const idParams = z.object({ id: z.string().trim().min(1).max(64) });
