/**
 * Wall-clock times in a named (IANA) time zone, with the platform's Intl data only. The society's
 * zone is a site setting (decisions.md, Tolerant input).
 */

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/** An en-US Intl.DateTimeFormat with these options, one per zone, made on first use. */
export function formatInZone(options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = byZone.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      byZone.set(timeZone, format);
    }
    return format;
  };
}

const formatterFor = formatInZone({
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  era: 'short',
});

// Intl also takes offsets ("+01:00") and odd casings; a setting holds a zone name only.
const ZONE_NAME = /^(?:UTC|[A-Za-z]+(?:[/_-][A-Za-z0-9+_-]+)+)$/;

/** The canonical spelling of an IANA zone name ("africa/lagos" → "Africa/Lagos"), or null if unknown. */
export function canonicalTimeZone(value: string): string | null {
  if (!ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Milliseconds the zone's clock is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const year = Number(parts.year) * (parts.era === 'BC' || parts.era === 'B' ? -1 : 1);
  const wall = utcFields(
    year,
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** Date.UTC without its two-digit-year quirk (years 0–99 are not 1900–1999 here); month from 1. */
export function utcFields(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
) {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time names in a zone; `wall` is that time written as if it were UTC
 * (Date.UTC of its fields). Like Temporal's 'compatible' rule: a time the clocks skip over (spring
 * forward) is read with the offset before the change, so it lands that much later; a time the clocks
 * show twice (fall back) is the earlier of the two.
 */
export function wallClockToInstant(wall: number, timeZone: string): Date {
  // No zone changes its offset twice within two days, so the offsets a day either side are the
  // only candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  return new Date(candidates.length ? Math.min(...candidates) : wall - before);
}

const pad = (value: number | string) => String(value).padStart(2, '0');

/** An instant's wall-clock time in a zone as "YYYY-MM-DDTHH:mm", what a datetime-local input holds. */
export function wallClockInput(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = String(parts.year).padStart(4, '0');
  return `${year}-${pad(parts.month ?? '')}-${pad(parts.day ?? '')}T${pad(parts.hour ?? '')}:${pad(parts.minute ?? '')}`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at an instant, as printed beside a time so that nobody reads it on their
 * own clock: "GMT+1" (Lagos), "EDT" or "EST" (New York), "UTC".
 */
export function zoneName(instant: Date, timeZone: string): string {
  let names = zoneNames.get(timeZone);
  if (!names) {
    names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, names);
  }
  return names.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
