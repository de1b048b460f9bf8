import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTimeInZone,
  isLocalInput,
  isoToLocalInput,
  localInputToIso,
  zoneHint,
} from './local-date-time.ts';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('date-times on the society’s clock', () => {
  it('shows and reads an instant in the society’s zone, whatever the administrator’s own clock', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(isoToLocalInput('2026-12-01T17:30:00.000Z', 'Africa/Lagos')).toBe('2026-12-01T18:30');
    expect(localInputToIso('2026-12-01T18:30', 'Africa/Lagos')).toBe('2026-12-01T17:30:00.000Z');
  });

  it('round-trips without shifting, across a daylight-saving change (New York)', () => {
    process.env.TZ = 'UTC';
    for (const iso of ['2026-03-08T06:59:00.000Z', '2026-07-04T23:15:00.000Z', '2026-11-01T05:30:00.000Z']) {
      expect(localInputToIso(isoToLocalInput(iso, 'America/New_York'), 'America/New_York')).toBe(iso);
    }
    expect(localInputToIso('2026-07-04T19:15', 'America/New_York')).toBe('2026-07-04T23:15:00.000Z');
  });

  it('reads an offset ISO value and ignores empty or invalid input', () => {
    expect(isoToLocalInput('2026-01-02T03:04:00+01:00', 'UTC')).toBe('2026-01-02T02:04');
    expect(isoToLocalInput('', 'UTC')).toBe('');
    expect(isoToLocalInput('not a date', 'UTC')).toBe('');
    expect(localInputToIso('', 'UTC')).toBeNull();
    expect(localInputToIso('2026-02-31T10:00', 'UTC')).toBeNull();
    expect(localInputToIso('tomorrow', 'UTC')).toBeNull();
    expect(isLocalInput('2026-12-01T18:30')).toBe(true);
    expect(isLocalInput('2026-12-01T24:30')).toBe(false);
  });

  it('prints a time for admin lists with the zone it is in', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDateTimeInZone('2026-03-02T09:15:00.000Z', 'Africa/Lagos')).toBe(
      'Mar 2, 2026, 10:15 AM GMT+1',
    );
    expect(formatDateTimeInZone('2026-07-02T09:15:00.000Z', 'America/New_York')).toBe(
      'Jul 2, 2026, 5:15 AM EDT',
    );
    expect(zoneHint('Africa/Lagos')).toBe("Lagos time (GMT+1), the society's time zone.");
  });
});
