import { describe, expect, it } from 'vitest';
import { cachedReads, createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('serves repeated reads from memory until cleared', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const read = cachedReads(cache)('thing', async (key: string) => `${key}-${++loads}`);
    expect(await read('a')).toBe('a-1');
    expect(await read('a')).toBe('a-1');
    expect(await read('b')).toBe('b-2');
    cache.clear();
    expect(await read('a')).toBe('a-3');
  });

  it('expires an entry when the clock would change it, and after its maximum age', async () => {
    const soon = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const read = cachedReads(soon)(
      'timed',
      async () => ++loads,
      async () => new Date(Date.now() + 50),
    );
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await read()).toBe(2);

    const short = createReadCache({ maxAgeMs: 30 });
    const other = cachedReads(short)('aged', async () => ++loads);
    const first = await other();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await other()).not.toBe(first);
  });

  it('does not keep a value loaded while a write cleared the cache, nor a failure', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    let release: () => void = () => {};
    const read = cachedReads(cache)('racy', async () => {
      loads += 1;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return loads;
    });
    const pending = read();
    cache.clear();
    release();
    expect(await pending).toBe(1);
    expect(await read()).toBe(2);

    let attempts = 0;
    const failing = cachedReads(cache)('failing', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('down');
      return 'up';
    });
    await expect(failing()).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await failing()).toBe('up');
  });

  it('bypasses the cache when the caller passes its own clock', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const read = cachedReads(cache)('clock', async (_now?: Date) => ++loads);
    await read();
    expect(await read(new Date())).toBe(2);
    expect(await read()).toBe(1);
  });
});
