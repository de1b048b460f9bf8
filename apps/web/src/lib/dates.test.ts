import { describe, expect, it } from 'vitest';
import { calendarParts, formatLongDate, formatShortDate, formatTime } from './dates.ts';

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
