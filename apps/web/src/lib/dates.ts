import { SITE_UTC_OFFSET_MINUTES } from '@lss/shared/constants';

/**
 * Dates are formatted in the society's own time zone, not the reader's: the server renders the page
 * and the browser hydrates it, and both must print the same text (and an event happens where the
 * society is).
 *
 * The society's zone has a fixed offset, so the parts are read off the shifted UTC clock instead of
 * Intl.DateTimeFormat: a phone spends tens of milliseconds loading time-zone data the first time
 * one is built, and that would fall into the first moments of every page. dates.test.ts checks
 * these against Intl across years of dates.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type SiteClock = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
};

function siteClock(value: string | Date): SiteClock {
  const instant = value instanceof Date ? value.getTime() : Date.parse(value);
  const shifted = new Date(instant + SITE_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

const shortMonth = (month: number) => (MONTHS[month] ?? '').slice(0, 3);

/** US long format: "December 1, 2026". */
export function formatLongDate(value: string | Date): string {
  const { year, month, day } = siteClock(value);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** Short month, day, year: "Dec 1, 2026". */
export function formatShortDate(value: string | Date): string {
  const { year, month, day } = siteClock(value);
  return `${shortMonth(month)} ${day}, ${year}`;
}

/** "3:00 PM". */
export function formatTime(value: string | Date): string {
  const { hours, minutes } = siteClock(value);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Tuesday". */
export const formatWeekday = (value: string | Date) => WEEKDAYS[siteClock(value).weekday] ?? '';

/** The two parts of a calendar tile: { month: "DEC", day: "1" }. */
export function calendarParts(value: string | Date) {
  const { month, day } = siteClock(value);
  return { month: shortMonth(month).toUpperCase(), day: String(day) };
}

/** The year in the society's time zone, e.g. for the copyright line. */
export const siteYear = (value: string | Date) => siteClock(value).year;

/** A machine-readable value for <time dateTime>. */
export const isoString = (value: string | Date) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
