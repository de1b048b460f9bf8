import { describe, expect, it } from 'vitest';
import { calendarParts, formatLongDate, formatShortDate, formatTime, formatWeekday } from './dates.ts';

describe('date formatting (in the society time zone, WAT = UTC+1)', () => {
  it('prints the US long date of the home page and detail pages', () => {
    expect(formatLongDate('2026-12-01T14:00:00.000Z')).toBe('December 1, 2026');
  });
  it('prints the short month, day and year of archive cards', () => {
    expect(formatShortDate('2026-03-09T10:00:00.000Z')).toBe('Mar 9, 2026');
  });
  it('uses the society’s calendar day, not UTC’s, near midnight', () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Ilorin.
    expect(formatLongDate('2026-12-31T23:30:00.000Z')).toBe('January 1, 2027');
    expect(formatShortDate(new Date('2026-12-31T23:30:00.000Z'))).toBe('Jan 1, 2027');
  });
  it('prints the time of day on a 12-hour clock', () => {
    expect(formatTime('2026-12-01T14:00:00.000Z')).toBe('3:00 PM');
  });
  it('gives the month and day of a calendar tile', () => {
    expect(calendarParts('2026-07-04T12:00:00.000Z')).toEqual({ month: 'JUL', day: '4' });
  });
});

describe('the fixed-offset formatting agrees with Intl in Africa/Lagos', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Lagos', ...options });
  const long = intl({ year: 'numeric', month: 'long', day: 'numeric' });
  const short = intl({ year: 'numeric', month: 'short', day: 'numeric' });
  const clock = intl({ hour: 'numeric', minute: '2-digit' });
  const weekday = intl({ weekday: 'long' });
  const month = intl({ month: 'short' });
  const day = intl({ day: 'numeric' });

  it('on every 7 hours 13 minutes from 2020 to 2035, around midnight and noon included', () => {
    const step = (7 * 60 + 13) * 60_000;
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2035, 0, 1); t += step) {
      const date = new Date(t);
      expect(formatLongDate(date)).toBe(long.format(date));
      expect(formatShortDate(date)).toBe(short.format(date));
      expect(formatTime(date)).toBe(clock.format(date));
      expect(formatWeekday(date)).toBe(weekday.format(date));
      expect(calendarParts(date)).toEqual({ month: month.format(date).toUpperCase(), day: day.format(date) });
    }
  });
});
