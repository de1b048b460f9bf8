/**
 * `<input type="datetime-local">` speaks the browser's local wall-clock time ("2026-12-01T18:30"),
 * the API speaks UTC ISO strings. These two conversions are exact inverses, so opening and saving a
 * form never moves an event or an episode in time.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO string (any zone) → "YYYY-MM-DDTHH:mm" in local time; '' for an empty or invalid value. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "YYYY-MM-DDTHH:mm" in local time → UTC ISO string; null when the text is not such a value. */
export function localInputToIso(value: string): string | null {
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
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date() rolls 31 February over into March; such a value is not a date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

const localDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** For admin lists: the date and time as the administrator's own clock shows it. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localDateTime.format(date);
}
