import pg from 'pg';

/**
 * PostgreSQL's NOTIFY/LISTEN on one channel: how instances sharing a database tell each other what
 * they changed (plugins/response-cache.ts says what a notice holds). Notices are sent through the pool; they are heard on a connection of their own,
 * since a pooled connection is handed to other queries and would drop its LISTEN.
 */
export type NoticeListener = {
  /** A notice on the channel, from any instance (this one included). */
  onNotice(payload: string): void;
  /** Listening (again): notices sent while it was not may have been missed. */
  onListening(): void;
  /** No longer listening: notices sent from now on are missed until onListening. */
  onLost(): void;
};

export type Notices = {
  publish(payload: string): Promise<void>;
  /** Starts listening (one connection, opened on the first call). */
  listen(listener: NoticeListener): void;
  close(): Promise<void>;
};

/** The one channel: every instance of a database sends and hears on it. */
export const NOTICE_CHANNEL = 'lss_invalidations';

/** Set on the listening connection, so that an operator (or a test) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'lss-notice-listener';

/**
 * A connection can die without a word (a proxy's idle timeout, a partition): it is asked a trivial
 * query this often and replaced when it does not answer in time.
 */
const PROBE_EVERY_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

export function createNotices({ url, pool }: { url: string; pool: pg.Pool }): Notices {
  const channel = NOTICE_CHANNEL;
  const listeners: NoticeListener[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    clearInterval(probeTimer);
    lost.removeAllListeners('notification');
    // Errors of a connection given up on are of no interest; it must not crash the process either.
    lost.on('error', () => {});
    lost.end().catch(() => {});
    if (listening) {
      listening = false;
      for (const listener of listeners) listener.onLost();
    }
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };

  async function connect() {
    retryTimer = undefined;
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      for (const listener of listeners) listener.onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lose(next);
      return;
    }
    if (client !== next) return;
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    retryMs = RETRY_MIN_MS;
    listening = true;
    for (const listener of listeners) listener.onListening();
    probeTimer = setInterval(() => {
      next.query('select 1').catch(() => lose(next));
    }, PROBE_EVERY_MS);
    probeTimer.unref();
  }

  return {
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen(listener) {
      listeners.push(listener);
      if (listening) listener.onListening();
      else if (!client && !retryTimer && !closed) void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const last = client;
      client = null;
      listening = false;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
