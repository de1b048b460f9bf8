import type { FastifyInstance } from 'fastify';

/**
 * When a repeated task first runs:
 * - `before ready`: in the app's onReady, so the app answers its first request after it;
 * - `at ready`: started when the app is ready, without holding it up;
 * - `after a wait`: one period after the app is ready.
 */
export type FirstRun = 'before ready' | 'at ready' | 'after a wait';

/**
 * Work a server does on its own (sweeps, maintenance): `task` runs every `everyMs` while the app is
 * open, one run at a time (a period that comes during a run is skipped), and a closing app waits for
 * the run under way. A run that fails is logged
 * as `failure` and the next one still comes: a database that was away for a moment must not stop a
 * sweep until the next restart.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  { everyMs, first, failure }: { everyMs: number; first: FirstRun; failure: string },
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    // A period that comes while a run is under way is skipped: slow runs never pile up.
    running ??= Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, failure),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(runOnce, everyMs).unref();
    if (first === 'before ready') await runOnce();
    else if (first === 'at ready') void runOnce();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
