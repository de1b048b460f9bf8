import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cachedReads, createReadCache } from './read-cache.ts';

const counter = z.number();
const label = z.string();

describe('read cache', () => {
  it('serves repeated reads from memory until their data is invalidated', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const read = cachedReads(cache)(
      'thing',
      { schema: label, tags: ['events'] },
      async (key: string) => `${key}-${++loads}`,
    );
    expect(await read('a')).toBe('a-1');
    expect(await read('a')).toBe('a-1');
    expect(await read('b')).toBe('b-2');
    cache.invalidate(['events']);
    expect(await read('a')).toBe('a-3');
    cache.clear();
    expect(await read('a')).toBe('a-4');
  });

  it('drops only the entries that hold an invalidated tag', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const events = cachedReads(cache)('events', { schema: counter, tags: ['events'] }, async () => ++loads);
    const posts = cachedReads(cache)('posts', { schema: counter, tags: ['posts'] }, async () => ++loads);
    const page = () => cache.read('page:/', async () => ++loads, { tags: ['events', 'settings'] });
    expect([await events(), await posts(), await page()]).toEqual([1, 2, 3]);
    cache.invalidate([]);
    cache.invalidate(['posts']);
    expect([await events(), await posts(), await page()]).toEqual([1, 4, 3]);
    cache.invalidate(['settings']);
    expect([await events(), await posts(), await page()]).toEqual([1, 4, 5]);
  });

  it('keeps a value under the tags its load reported, and one without tags depends on everything', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const learnt = () =>
      cache.read('page:/events', async () => ({ n: ++loads, read: ['events'] as const }), {
        tags: (value) => value.read,
      });
    const untagged = () => cache.read('page:/old', async () => ++loads);
    expect((await learnt()).n).toBe(1);
    expect(await untagged()).toBe(2);
    cache.invalidate(['podcast']);
    expect((await learnt()).n).toBe(1);
    expect(await untagged()).toBe(3);
    cache.invalidate(['events']);
    expect((await learnt()).n).toBe(4);
  });

  it('expires an entry when the clock would change it, and after its maximum age', async () => {
    const soon = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const read = cachedReads(soon)(
      'timed',
      { schema: counter, tags: ['posts'], validUntil: async () => new Date(Date.now() + 50) },
      async () => ++loads,
    );
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await read()).toBe(2);

    const short = createReadCache({ maxAgeMs: 30 });
    const other = cachedReads(short)('aged', { schema: counter, tags: ['posts'] }, async () => ++loads);
    const first = await other();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await other()).not.toBe(first);
  });

  it('does not keep a value loaded while its data was written, nor a failure', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    let release: () => void = () => {};
    const read = cachedReads(cache)('racy', { schema: counter, tags: ['events'] }, async () => {
      loads += 1;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return loads;
    });
    const pending = read();
    const sharing = read();
    cache.invalidate(['posts']);
    cache.invalidate(['events']);
    release();
    expect(await pending).toBe(1);
    expect(await sharing).toBe(1);
    expect(await read()).toBe(2);

    // A write to other data while loading does not stop the value being kept.
    let releaseOther: () => void = () => {};
    let otherLoads = 0;
    const other = cachedReads(cache)('calm', { schema: counter, tags: ['materials'] }, async () => {
      otherLoads += 1;
      if (otherLoads === 1) await new Promise<void>((resolve) => (releaseOther = resolve));
      return otherLoads;
    });
    const loading = other();
    cache.invalidate(['events']);
    releaseOther();
    expect(await loading).toBe(1);
    expect(await other()).toBe(1);

    let attempts = 0;
    const failing = cachedReads(cache)('failing', { schema: label, tags: ['events'] }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('down');
      return 'up';
    });
    await expect(failing()).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await failing()).toBe('up');
  });

  it('makes room by dropping the oldest entries, never the whole cache', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, maxEntries: 3 });
    let loads = 0;
    const read = cachedReads(cache)('n', { schema: label, tags: ['materials'] }, async (key: string) => {
      loads += 1;
      return key;
    });
    for (const key of ['a', 'b', 'c', 'd']) await read(key);
    expect(loads).toBe(4);
    await read('b');
    await read('c');
    await read('d');
    expect(loads).toBe(4);
    await read('a');
    expect(loads).toBe(5);
  });

  it('shapes a value by its schema and serialises it once, dropping keys the schema does not name', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    const record = z.object({ title: z.string() });
    const read = cachedReads(cache)(
      'record',
      { schema: record, tags: ['events'] },
      async () => ({ title: 'Moot', secretNote: 'private' }) as z.input<typeof record>,
    );
    const first = await read.serialised();
    expect(first.value).toEqual({ title: 'Moot' });
    expect(first.json).toBe('{"title":"Moot"}');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(await read.serialised()).toBe(first);
    expect(await read()).toBe(first.value);
  });

  it('bypasses the cache when the caller passes its own clock', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000 });
    let loads = 0;
    const read = cachedReads(cache)(
      'clock',
      { schema: counter, tags: ['posts'] },
      async (_now?: Date) => ++loads,
    );
    await read();
    expect(await read(new Date())).toBe(2);
    expect(await read()).toBe(1);
  });
});
