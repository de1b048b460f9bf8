import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FirstRun, repeatWhileOpen } from './repeat-while-open.ts';

const EVERY_MS = 60_000;
/** Lets what is waiting on promises and I/O go on (setImmediate is not faked here). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** An app whose repeated task counts its runs, fails when told to, and ends when `finish` is called. */
function appWithTask(first: FirstRun) {
  const app = Fastify();
  const warn = vi.spyOn(app.log, 'warn');
  const warnings = () => warn.mock.calls.map((call) => call[1]);
  const state = { runs: 0, failNext: false, finish: () => {} };
  repeatWhileOpen(app, { everyMs: EVERY_MS, first, failure: 'the sweep failed' }, async () => {
    state.runs += 1;
    if (state.failNext) {
      state.failNext = false;
      throw new Error('database away');
    }
    await new Promise<void>((resolve) => {
      state.finish = resolve;
    });
  });
  return { app, warnings, state };
}

describe('repeatWhileOpen', () => {
  let app: FastifyInstance | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    app = undefined;
  });

  it('runs first before the app is ready when asked, then once a period', async () => {
    const task = appWithTask('before ready');
    app = task.app;
    const ready = app.ready();
    let isReady = false;
    void ready.then(() => {
      isReady = true;
    });
    await settle();
    expect(task.state.runs).toBe(1);
    expect(isReady).toBe(false);
    task.state.finish();
    await ready;
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(task.state.runs).toBe(2);
    task.state.finish();
  });

  it('starts at ready without holding the app up, or waits a period', async () => {
    const atReady = appWithTask('at ready');
    app = atReady.app;
    await app.ready();
    expect(atReady.state.runs).toBe(1);
    atReady.state.finish();
    await app.close();

    const later = appWithTask('after a wait');
    app = later.app;
    await app.ready();
    expect(later.state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(later.state.runs).toBe(1);
    later.state.finish();
  });

  it('logs a failed run and still runs the next one', async () => {
    const task = appWithTask('after a wait');
    app = task.app;
    await app.ready();
    task.state.failNext = true;
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(task.warnings()).toEqual(['the sweep failed']);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(task.state.runs).toBe(2);
    task.state.finish();
  });

  it('runs one at a time, skipping periods that come during a run; a closing app waits for it', async () => {
    const task = appWithTask('after a wait');
    app = task.app;
    await app.ready();
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(task.state.runs).toBe(1);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await settle();
    expect(closed).toBe(false);
    task.state.finish();
    await closing;
    expect(closed).toBe(true);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(task.state.runs).toBe(1);
    app = undefined;
  });
});
