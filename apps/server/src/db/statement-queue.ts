import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously on this thread and hands its lock to the next queued
 * statement in a microtask, so a queue of writes ran back to back without the event loop ever
 * polling: under a burst, new connections waited seconds to be accepted (the load test's 10 s
 * timeouts). Statements and transactions here wait their turn in one queue, and each starts on a
 * new turn of the event loop, so I/O is served between any two of them.
 *
 * It offers what drizzle's PGlite driver calls on its client (`query` and `transaction`, in
 * drizzle-orm/pglite/session.js) and `close`; a statement inside a transaction goes to the
 * transaction's own handle, so it never waits behind the transaction that runs it.
 */
export class StatementQueue {
  readonly #client: PGlite;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(client: PGlite) {
    this.#client = client;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => this.#client.query<T>(query, params, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() => this.#client.transaction(callback));
  }

  /** Closes the database once the statements queued before have run. */
  close(): Promise<void> {
    return this.#inTurn(() => this.#client.close());
  }

  #inTurn<R>(run: () => Promise<R>): Promise<R> {
    const result = this.#tail.then(nextTurnOfEventLoop).then(run);
    // A failed statement is its caller's to handle; the next one still runs.
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
