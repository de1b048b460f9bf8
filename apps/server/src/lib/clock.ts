/**
 * The time as the app sees it. Services and the response cache ask it instead of `new Date()`, so
 * that a test can move time on (a scheduled post going public) instead of sleeping.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system's and can be moved on by a test. */
export function settableClock() {
  let offsetMs = 0;
  /** Set by `stopAt`: the clock stands still there (moved on only by `advance`). */
  let stoppedAt: number | null = null;
  return {
    now: () => new Date(stoppedAt ?? Date.now() + offsetMs),
    advance(ms: number) {
      if (stoppedAt === null) offsetMs += ms;
      else stoppedAt += ms;
    },
    /** Stops the clock at this instant, for a test at the very edge of a window; `advance` still moves it. */
    stopAt(instant: Date) {
      stoppedAt = instant.getTime();
    },
  };
}
export type SettableClock = ReturnType<typeof settableClock>;
