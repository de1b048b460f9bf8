/**
 * Slows down password guessing (decisions.md, Login): per address and per account, a few free
 * failures, then a wait that doubles with each further failure, capped. Kept in memory: with several
 * processes each limits on its own, which still bounds guessing by the process count.
 */
export type LoginThrottle = {
  /** Seconds to wait before another attempt is allowed for either key, or 0. */
  retryAfter(keys: string[], now?: number): number;
  recordFailure(keys: string[], now?: number): void;
  recordSuccess(keys: string[]): void;
};

type Entry = { failures: number; lastFailure: number };

export function createLoginThrottle({
  freeAttempts = 5,
  baseDelayMs = 1000,
  maxDelayMs = 15 * 60 * 1000,
  forgetAfterMs = 60 * 60 * 1000,
  maxEntries = 50_000,
} = {}): LoginThrottle {
  const entries = new Map<string, Entry>();

  const delayFor = (entry: Entry) =>
    entry.failures < freeAttempts
      ? 0
      : Math.min(maxDelayMs, baseDelayMs * 2 ** (entry.failures - freeAttempts));

  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && now - entry.lastFailure > forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    retryAfter(keys, now = Date.now()) {
      let wait = 0;
      for (const key of keys) {
        const entry = live(key, now);
        if (entry) wait = Math.max(wait, entry.lastFailure + delayFor(entry) - now);
      }
      return wait > 0 ? wait / 1000 : 0;
    },
    recordFailure(keys, now = Date.now()) {
      if (entries.size > maxEntries) entries.clear();
      for (const key of keys) {
        const entry = live(key, now) ?? { failures: 0, lastFailure: now };
        entries.set(key, { failures: entry.failures + 1, lastFailure: now });
      }
    },
    recordSuccess(keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}
