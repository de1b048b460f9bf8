import { afterEach, describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './local-date-time.ts';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('local date-time conversion', () => {
  it('shows a UTC instant at the local wall-clock time of the administrator (Lagos, UTC+1)', () => {
    process.env.TZ = 'Africa/Lagos';
    expect(isoToLocalInput('2026-12-01T17:30:00.000Z')).toBe('2026-12-01T18:30');
    expect(localInputToIso('2026-12-01T18:30')).toBe('2026-12-01T17:30:00.000Z');
  });

  it('round-trips without shifting, across a daylight-saving change (New York)', () => {
    process.env.TZ = 'America/New_York';
    for (const iso of ['2026-03-08T06:59:00.000Z', '2026-07-04T23:15:00.000Z', '2026-11-01T05:30:00.000Z']) {
      expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
    }
    expect(localInputToIso('2026-07-04T19:15')).toBe('2026-07-04T23:15:00.000Z');
  });

  it('reads an offset ISO value and ignores empty or invalid input', () => {
    process.env.TZ = 'UTC';
    expect(isoToLocalInput('2026-01-02T03:04:00+01:00')).toBe('2026-01-02T02:04');
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-02-31T10:00')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });
});
