import { SESSION_START_MONTH, session } from './sessions.ts';
import { wallClockInput } from './time-zone.ts';

// Apart from sessions.ts: the public pages' addresses need session names, not the zone machinery.

/** The session a moment falls in on the society's clock: from September, the one that starts that year. */
export function sessionAt(instant: Date, timeZone: string): string {
  const [year, month] = wallClockInput(instant, timeZone).split('-').map(Number) as [number, number];
  return session(month >= SESSION_START_MONTH ? year : year - 1);
}
