/**
 * Slows down password guessing (decisions.md, Login) without letting a stranger lock the owner out
 * (OWASP device cookies): a browser holding a device cookie for the account has its own count of
 * failures; every other attempt shares the account's. Per-address limits live in the route.
 */

/**
 * What a count belongs to. Real accounts, unknown e-mails and devices are kept apart so that junk
 * (made-up e-mails from rotating addresses) can only ever push out other junk.
 */
export type ThrottleKind = 'account' | 'unknown-email' | 'device' | 'password-check';
export type FailureWindow = { failures: number; endsAt: number };

/** Where the counts live: memory for one instance; a shared database when several run. */
export type ThrottleStore = {
  /** The open window of failures under this key, if any. */
  get(kind: ThrottleKind, key: string, now: number): Promise<FailureWindow | undefined>;
  /** Adds a failure to the open window, or opens one of windowMs. */
  addFailure(kind: ThrottleKind, key: string, windowMs: number, now: number): Promise<FailureWindow>;
  clear(kind: ThrottleKind, key: string): Promise<void>;
};

export function createMemoryThrottleStore({ maxEntriesPerKind = 10_000 } = {}): ThrottleStore {
  // Maps keep insertion order and every update re-inserts: the first key is the least recently failed.
  const tables: Record<ThrottleKind, Map<string, FailureWindow>> = {
    account: new Map(),
    'unknown-email': new Map(),
    device: new Map(),
    'password-check': new Map(),
  };
  const live = (kind: ThrottleKind, key: string, now: number) => {
    const entry = tables[kind].get(key);
    if (entry && entry.endsAt <= now) {
      tables[kind].delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    get: async (kind, key, now) => live(kind, key, now),
    async addFailure(kind, key, windowMs, now) {
      const open = live(kind, key, now);
      const next = open
        ? { failures: open.failures + 1, endsAt: open.endsAt }
        : { failures: 1, endsAt: now + windowMs };
      const table = tables[kind];
      table.delete(key);
      table.set(key, next);
      for (const oldest of table.keys()) {
        if (table.size <= maxEntriesPerKind) break;
        table.delete(oldest);
      }
      return next;
    },
    clear: async (kind, key) => {
      tables[kind].delete(key);
    },
  };
}

/** Who is trying: the account (or the unknown e-mail) and the device cookie naming that account. */
export type LoginSubject = { kind: 'account' | 'unknown-email'; key: string; deviceId: string | null };
type Limit = { maxFailures: number; windowMs: number };

const HOUR = 60 * 60 * 1000;
export const LOGIN_LIMITS = {
  /** Every browser without a device cookie for the account, together. */
  untrusted: { maxFailures: 5, windowMs: HOUR },
  /** One browser that has signed in to the account before. */
  device: { maxFailures: 10, windowMs: HOUR },
  /**
   * A signed-in account's password asked again (changing it, or the e-mail): a stolen session must
   * not become a free password oracle. Its own count per account: a stranger's failed logins never
   * keep the owner from changing their password.
   */
  passwordCheck: { maxFailures: 5, windowMs: HOUR },
} satisfies Record<string, Limit>;

export function createLoginThrottle(
  store: ThrottleStore = createMemoryThrottleStore(),
  limits = LOGIN_LIMITS,
) {
  const countOf = (subject: LoginSubject): [ThrottleKind, string, Limit] =>
    subject.deviceId
      ? ['device', subject.deviceId, limits.device]
      : [subject.kind, subject.key, limits.untrusted];

  return {
    /** Seconds until this subject may try again, or 0. */
    async retryAfter(subject: LoginSubject, now = Date.now()): Promise<number> {
      const [kind, key, limit] = countOf(subject);
      const window = await store.get(kind, key, now);
      return window && window.failures >= limit.maxFailures ? (window.endsAt - now) / 1000 : 0;
    },
    async recordFailure(subject: LoginSubject, now = Date.now()) {
      const [kind, key, limit] = countOf(subject);
      await store.addFailure(kind, key, limit.windowMs, now);
    },
    /**
     * A device that signs in starts afresh. The account's shared count is left to expire: clearing it
     * whenever the owner signs in would hand a guesser a fresh allowance each time.
     */
    async recordSuccess(subject: LoginSubject) {
      if (subject.deviceId) await store.clear('device', subject.deviceId);
    },
    /** Re-checks of a signed-in account's password (LOGIN_LIMITS.passwordCheck), per account. */
    passwordChecks: {
      /** Seconds until this account's password may be checked again, or 0. */
      async retryAfter(userId: string, now = Date.now()): Promise<number> {
        const window = await store.get('password-check', userId, now);
        return window && window.failures >= limits.passwordCheck.maxFailures
          ? (window.endsAt - now) / 1000
          : 0;
      },
      async recordFailure(userId: string, now = Date.now()) {
        await store.addFailure('password-check', userId, limits.passwordCheck.windowMs, now);
      },
      /** The right password from the session's holder ends the count. */
      async recordSuccess(userId: string) {
        await store.clear('password-check', userId);
      },
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
