import { formatInZone, utcFields, wallClockInput, wallClockToInstant, zoneName } from '@lss/shared/time-zone';

/**
 * The admin shows and edits every time on the society's clock (the site setting `timeZone`), as
 * the public site prints it, never on the administrator's own: a secretary travelling abroad still
 * schedules the Lagos moot at Lagos time. `<input type="datetime-local">` speaks wall-clock time
 * ("2026-12-01T18:30"), the API ISO instants; these conversions are exact inverses, so opening and
 * saving a form never moves an event or an episode in time.
 */

/** An ISO instant (any offset) → "YYYY-MM-DDTHH:mm" on the zone's clock; '' for empty or invalid. */
export function isoToLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : wallClockInput(date, timeZone);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The fields of a datetime-local value naming a real day and time, or null. */
function localFields(value: string): number[] | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = new Date(utcFields(year, month, day, hours, minutes, seconds));
  // 31 February rolls over into March; such a value is not a date.
  const real = wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day && hours < 24 && minutes < 60;
  return real ? [year, month, day, hours, minutes, seconds] : null;
}

/** Whether the text is a datetime-local value naming a real day and time. */
export const isLocalInput = (value: string) => localFields(value) !== null;

/** "YYYY-MM-DDTHH:mm" on the zone's clock → UTC ISO string; null when the text is not such a value. */
export function localInputToIso(value: string, timeZone: string): string | null {
  const fields = localFields(value);
  if (!fields) return null;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = fields;
  return wallClockToInstant(utcFields(year, month, day, hours, minutes, seconds), timeZone).toISOString();
}

const dateTimeFormat = formatInZone({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** For admin lists: "Mar 2, 2026, 10:15 AM GMT+1", on the zone's clock and saying which zone. */
export function formatDateTimeInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // One kind of space, whatever the engine writes before "PM".
  return dateTimeFormat(timeZone)
    .format(date)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** The hint under a date-time field: which clock its times are on, e.g. "Lagos time (GMT+1)". */
export function zoneHint(timeZone: string, now = new Date()): string {
  const place = timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? timeZone;
  return `${place} time (${zoneName(now, timeZone)}), the society's time zone.`;
}
