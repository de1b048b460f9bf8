/**
 * Runs at most `concurrency` jobs at once; the rest wait their turn in arrival order. Memory-heavy
 * work (image decoding) goes through one of these so a burst of requests costs what one or two cost.
 */
export function createJobQueue(concurrency: number) {
  let running = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      // A finishing job hands its slot straight to the next one waiting, so `running` stays put.
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      peak = Math.max(peak, running);
      try {
        return await job();
      } finally {
        if (waiting.length) waiting.shift()!();
        else running -= 1;
      }
    },
    /** Jobs running now and the most that ever ran at once (for tests and the benchmark). */
    stats: () => ({ running, waiting: waiting.length, peak }),
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
