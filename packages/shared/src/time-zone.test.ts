import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, utcFields, wallClockInput, wallClockToInstant, zoneName } from './time-zone.ts';

const instant = (wall: string, zone: string) =>
  wallClockToInstant(new Date(`${wall}Z`).getTime(), zone).toISOString();

describe('wall-clock time in a time zone', () => {
  it('reads a time in a zone without summer time', () => {
    expect(instant('2026-12-03T20:32:00', 'Africa/Lagos')).toBe('2026-12-03T19:32:00.000Z');
    expect(instant('2026-07-03T20:32:00', 'Africa/Lagos')).toBe('2026-07-03T19:32:00.000Z');
  });
  it('follows summer time', () => {
    expect(instant('2026-07-01T18:00:00', 'Europe/London')).toBe('2026-07-01T17:00:00.000Z');
    expect(instant('2026-12-01T18:00:00', 'Europe/London')).toBe('2026-12-01T18:00:00.000Z');
    expect(instant('2026-07-04T12:00:00', 'America/New_York')).toBe('2026-07-04T16:00:00.000Z');
    expect(instant('2026-01-04T12:00:00', 'America/New_York')).toBe('2026-01-04T17:00:00.000Z');
    expect(instant('2026-01-04T12:00:00', 'Australia/Sydney')).toBe('2026-01-04T01:00:00.000Z');
  });
  it('moves a time the clocks skip over forward by the gap', () => {
    // London springs forward at 01:00 on 29 March 2026: 01:30 does not exist and means 02:30 BST.
    expect(instant('2026-03-29T01:30:00', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    // New York: 02:30 on 8 March 2026 does not exist and means 03:30 EDT.
    expect(instant('2026-03-08T02:30:00', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });
  it('takes the earlier of a time the clocks show twice', () => {
    // London falls back at 02:00 BST on 25 October 2026: 01:30 happens at 00:30Z and at 01:30Z.
    expect(instant('2026-10-25T01:30:00', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(instant('2026-11-01T01:30:00', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });
  it('keeps milliseconds and the times either side of a change', () => {
    expect(instant('2026-03-29T00:59:59.500', 'Europe/London')).toBe('2026-03-29T00:59:59.500Z');
    expect(instant('2026-03-29T02:00:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    expect(instant('2026-10-25T02:00:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
  });
  it('builds UTC times of any year', () => {
    expect(new Date(utcFields(50, 1, 2, 3, 4, 5, 6)).toISOString()).toBe('0050-01-02T03:04:05.006Z');
  });
});

describe('canonicalTimeZone', () => {
  it('knows IANA names and spells them canonically', () => {
    expect(canonicalTimeZone('Africa/Lagos')).toBe('Africa/Lagos');
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });
  it('refuses anything else', () => {
    for (const value of ['Mars/Olympus', '+01:00', 'WAT1', '', 'Africa/Lagos\n', 'Europe/../London'])
      expect(canonicalTimeZone(value)).toBeNull();
  });
});

describe('showing an instant in a time zone', () => {
  it('writes the wall-clock time a datetime-local input holds', () => {
    const at = new Date('2026-12-01T17:30:00.000Z');
    expect(wallClockInput(at, 'Africa/Lagos')).toBe('2026-12-01T18:30');
    expect(wallClockInput(at, 'America/New_York')).toBe('2026-12-01T12:30');
    expect(wallClockInput(new Date('2026-07-01T23:05:00.000Z'), 'Africa/Lagos')).toBe('2026-07-02T00:05');
    // The inverse of wallClockToInstant, across a summer-time change.
    for (const iso of ['2026-03-08T06:59:00.000Z', '2026-07-04T23:15:00.000Z', '2026-11-01T05:30:00.000Z']) {
      const wall = wallClockInput(new Date(iso), 'America/New_York');
      expect(wallClockToInstant(new Date(`${wall}:00Z`).getTime(), 'America/New_York').toISOString()).toBe(
        iso,
      );
    }
  });

  it('names the zone as it is at that instant', () => {
    expect(zoneName(new Date('2026-07-01T12:00:00Z'), 'Africa/Lagos')).toBe('GMT+1');
    expect(zoneName(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(zoneName(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe('EST');
    expect(zoneName(new Date('2026-12-01T12:00:00Z'), 'UTC')).toBe('UTC');
  });
});
