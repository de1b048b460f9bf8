/**
 * The time as the app sees it. Services and the response cache ask it instead of `new Date()`, so
 * that a test can move time on (a scheduled post going public) instead of sleeping.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system's and can be moved on by a test. */
export function settableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type SettableClock = ReturnType<typeof settableClock>;
