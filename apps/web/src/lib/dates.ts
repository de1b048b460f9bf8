import { SITE_TIME_ZONE } from '@lss/shared/constants';

/**
 * Dates are formatted in the society's own time zone, not the reader's: the server renders the page
 * and the browser hydrates it, and both must print the same text (and an event happens where the
 * society is).
 */
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const time = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, weekday: 'long' });
const monthShort = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, month: 'short' });
const dayOfMonth = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, day: 'numeric' });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** US long format: "December 1, 2026". */
export const formatLongDate = (value: string | Date) => longDate.format(toDate(value));

/** Short month, day, year: "Dec 1, 2026". */
export const formatShortDate = (value: string | Date) => shortDate.format(toDate(value));

/** "3:00 PM". */
export const formatTime = (value: string | Date) => time.format(toDate(value));

/** "Tuesday". */
export const formatWeekday = (value: string | Date) => weekday.format(toDate(value));

/** The two parts of a calendar tile: { month: "DEC", day: "1" }. */
export function calendarParts(value: string | Date) {
  const date = toDate(value);
  return { month: monthShort.format(date).toUpperCase(), day: dayOfMonth.format(date) };
}

/** A machine-readable value for <time dateTime>. */
export const isoString = (value: string | Date) => toDate(value).toISOString();
