import { describe, expect, it, vi } from 'vitest';
import { rememberingHash, serializingOnce } from './memoized-serialization.ts';

describe('serializingOnce', () => {
  it('serialises a given object once, and every other object as usual', () => {
    const inner = vi.fn((data: unknown) => JSON.stringify(data));
    const serialize = serializingOnce(() => inner)({});
    const cached = [{ title: 'A' }];
    expect(serialize(cached)).toBe('[{"title":"A"}]');
    expect(serialize(cached)).toBe('[{"title":"A"}]');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(serialize([{ title: 'B' }])).toBe('[{"title":"B"}]');
    expect(serialize('text')).toBe('"text"');
    expect(inner).toHaveBeenCalledTimes(3);
  });
});

describe('rememberingHash', () => {
  it('gives equal bodies the same hash and different bodies different ones', () => {
    const hash = rememberingHash({ maxEntries: 2 });
    const first = hash('{"a":1}');
    expect(hash('{"a":1}')).toBe(first);
    expect(hash('{"a":2}')).not.toBe(first);
    hash('{"a":3}');
    // Forgotten (the oldest of two), then hashed again to the same value.
    expect(hash('{"a":1}')).toBe(first);
    expect(hash(Buffer.from('{"a":1}'))).toBe(first);
  });
});
