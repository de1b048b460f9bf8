import { SITE_TIME_ZONE } from '@lss/shared/constants';
import { useMemo } from 'react';
import { useSiteTimeZone } from './site-context.ts';

/**
 * Dates are printed in the society's time zone (the site setting `timeZone`), never the reader's
 * or the machine's: the server renders the page and the browser hydrates it, both must print the
 * same text, and an event happens where the society is. Intl knows each zone's daylight saving.
 */
const STYLES = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'long' },
  tile: { month: 'short', day: 'numeric' },
  year: { year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;
type DateValue = string | Date;

// Building a formatter loads the zone's data (tens of milliseconds on a slow phone): once per pair.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${timeZone} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat('en-US', { timeZone, ...STYLES[style] });
    } catch {
      // A zone this browser's data does not know yet: the society's default beats a broken page.
      found = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, ...STYLES[style] });
    }
    formatters.set(key, found);
  }
  return found;
}

const instant = (value: DateValue) => (value instanceof Date ? value : new Date(value));

// Some engines write "3:00 PM" with a narrow no-break space, others with a plain one; the server's
// text and the browser's must be the same characters.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function format(style: Style, value: DateValue, timeZone: string): string {
  return plainSpaces(formatter(style, timeZone).format(instant(value)));
}

/** US long format: "December 1, 2026". */
export const formatLongDate = (value: DateValue, timeZone = SITE_TIME_ZONE) =>
  format('long', value, timeZone);

/** Short month, day, year: "Dec 1, 2026". */
export const formatShortDate = (value: DateValue, timeZone = SITE_TIME_ZONE) =>
  format('short', value, timeZone);

/** "3:00 PM". */
export const formatTime = (value: DateValue, timeZone = SITE_TIME_ZONE) => format('time', value, timeZone);

/** "Tuesday". */
export const formatWeekday = (value: DateValue, timeZone = SITE_TIME_ZONE) =>
  format('weekday', value, timeZone);

/** The two parts of a calendar tile: { month: "DEC", day: "1" }. */
export function calendarParts(value: DateValue, timeZone = SITE_TIME_ZONE) {
  const parts = formatter('tile', timeZone).formatToParts(instant(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { month: part('month').toUpperCase(), day: part('day') };
}

/** The year in the society's time zone, e.g. for the copyright line. */
export const siteYear = (value: DateValue, timeZone = SITE_TIME_ZONE) =>
  Number(format('year', value, timeZone));

/** A machine-readable value for <time dateTime>. */
export const isoString = (value: DateValue) => instant(value).toISOString();

/**
 * The formatters above, in the site's time zone (site settings); the admin, which has no public
 * site context, names the zone it read.
 */
export function useDateFormat(zone?: string) {
  const siteZone = useSiteTimeZone();
  const timeZone = zone ?? siteZone;
  return useMemo(
    () => ({
      longDate: (value: DateValue) => formatLongDate(value, timeZone),
      shortDate: (value: DateValue) => formatShortDate(value, timeZone),
      time: (value: DateValue) => formatTime(value, timeZone),
      weekday: (value: DateValue) => formatWeekday(value, timeZone),
      calendarParts: (value: DateValue) => calendarParts(value, timeZone),
      year: (value: DateValue) => siteYear(value, timeZone),
    }),
    [timeZone],
  );
}
