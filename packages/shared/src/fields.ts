import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, UPLOADS_PATH } from './constants.ts';
import { canonicalTimeZone, utcFields, wallClockToInstant } from './time-zone.ts';

/**
 * Field building blocks shared by every schema, so that each rule and its message is written once.
 * Messages name the field with the label the forms show (decisions.md, Pages). They take what real
 * clients send (decisions.md, Tolerant input): numbers and booleans as strings, links without a
 * scheme, date-times in any ISO form or as a zone-less local time.
 */

// Line breaks (CR, LF, U+2028/9), tabs and every other control character: none belongs in a title,
// a name or a link, and in a header, a log line or a CSV cell a line break forges a new one.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

type TextOptions = {
  /** Descriptions, messages and other text typed in a text area: line breaks allowed. */
  multiline?: boolean;
};

/** A string that, unless multi-line, has no control characters (checked before trimming). */
function text(label: string, typeMessage: string, { multiline = false }: TextOptions = {}) {
  const value = z.string({ error: typeMessage });
  return multiline
    ? value
    : value.refine((raw) => !CONTROL_CHARACTER.test(raw), {
        message: `${label} must be a single line without control characters.`,
        abort: true,
      });
}

export function requiredText(label: string, max = 200, options: TextOptions = {}) {
  return text(label, `${label} is required.`, options)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

export function optionalText(label: string, max = 2000, options: TextOptions = {}) {
  return text(label, `${label} must be text.`, options)
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

// A scheme is letters then ':' — but "x.com:8080/…" is a host and port, not a scheme.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/** "x.com/i/spaces/1" and "//x.com/…" are https links; anything else is left to the URL check. */
function withScheme(value: string): string {
  if (value.startsWith('//')) return `https:${value}`;
  return !HAS_SCHEME.test(value) && BARE_HOST.test(value) ? `https://${value}` : value;
}

function link(label: string, missingMessage: string) {
  return text(label, missingMessage).trim().max(2000, `${label} must be at most 2000 characters.`);
}

/** A web link a visitor follows: only http: and https: (never javascript:, data:, …). */
export function webUrl(label: string) {
  return link(label, `${label} is required.`)
    .min(1, `${label} is required.`)
    .transform(withScheme)
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

/** An upload as a server hands it to a front end on another origin: PUBLIC_URL + /uploads/…, maybe http: in development. */
function isAbsoluteUpload(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      isUrlWithProtocol(value, ['http:', 'https:']) &&
      UPLOAD_URL.test(url.pathname) &&
      !url.search &&
      !url.hash
    );
  } catch {
    return false;
  }
}

const isMedia = (value: string) =>
  UPLOAD_URL.test(value) || isUrlWithProtocol(value, ['https:']) || isAbsoluteUpload(value);

/** An image or file reference: one of our uploads or an https: URL. Empty means none. */
export function mediaUrl(label: string) {
  return link(label, `${label} must be text.`)
    .transform(withScheme)
    .refine((value) => value === '' || isMedia(value), {
      message: `${label} must be an uploaded file or an https:// URL.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function requiredMediaUrl(label: string, missingMessage: string) {
  return link(label, missingMessage)
    .min(1, missingMessage)
    .transform(withScheme)
    .refine(isMedia, { message: `${label} must be an uploaded file or an https:// URL.` });
}

export const emailField = text('Email', 'Email is required.')
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/**
 * A date-time as a client sent it: a UTC ISO string when it named its zone ("…Z" or an offset), or
 * a wall-clock time without one ("2026-12-03T20:32:00.000"), which only the society's time zone
 * turns into an instant: see {@link toInstant}.
 */
export type DateTimeValue = string;

// ISO 8601 / RFC 3339 date-times: seconds and fractions optional, zone optional ("Z", ±hh, ±hhmm, ±hh:mm).
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

function parseDateTime(value: string): DateTimeValue | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = utcFields(year, month, day, hour, minute, second, ms);
  // Date rolls 31 February over into March; such a value is not a date.
  if (new Date(wall).getUTCDate() !== day) return null;
  const [, , , , , , , , zulu, sign, offsetHours, offsetMinutes = '0'] = match;
  if (!zulu && !sign) return new Date(wall).toISOString().slice(0, -1);
  const offset = sign ? Number(offsetHours) * 60 + Number(offsetMinutes) : 0;
  if (Number(offsetMinutes) > 59 || offset > 18 * 60) return null;
  return new Date(wall - (sign === '-' ? -offset : offset) * 60_000).toISOString();
}

/** The instant a {@link DateTimeValue} names; a zone-less one is read in `timeZone`. */
export function toInstant(value: DateTimeValue, timeZone: string): Date {
  if (value.endsWith('Z')) return new Date(value);
  return wallClockToInstant(new Date(`${value}Z`).getTime(), timeZone);
}

/** An instant in time: any ISO 8601 date-time, or a local one read in the site's time zone. */
export function dateTime(label: string) {
  return text(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .transform((value, context) => {
      const parsed = parseDateTime(value);
      if (parsed) return parsed;
      context.addIssue({ code: 'custom', message: `${label} must be a valid date and time.` });
      return z.NEVER;
    });
}

/** An IANA time zone name, stored in its canonical spelling. */
export function timeZoneField(label: string) {
  return text(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .transform((value, context) => {
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      context.addIssue({
        code: 'custom',
        message: `${label} must be an IANA time zone name such as Africa/Lagos or Europe/London.`,
      });
      return z.NEVER;
    });
}

const TRUE_FALSE = { true: true, false: false } as const;

/** true or false; also the strings "true" and "false", as form data and query strings carry them. */
export const booleanField = (label: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => TRUE_FALSE[value])], {
    error: `${label} must be true or false.`,
  });

const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;

/** A whole number in a range; also a numeric string ("2"), as text inputs give them. */
export function integerField(label: string, { min, max }: { min: number; max: number }) {
  return z
    .union(
      [
        z.number({ error: `${label} must be a number.` }),
        z
          .string()
          .trim()
          .regex(NUMERIC, `${label} must be a number.`)
          .transform((value) => Number(value)),
      ],
      { error: `${label} must be a number.` },
    )
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number.`)
        .min(min, min === 0 ? `${label} cannot be negative.` : `${label} must be at least ${min}.`)
        .max(max, `${label} is too large.`),
    );
}

/** Every stored record carries these (decisions.md, API). */
export const recordMeta = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const idParams = z.object({ id: z.string().trim().min(1).max(64) });
