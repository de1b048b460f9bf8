import { createHash } from 'node:crypto';

type SerializerCompiler<T> = (routeSchema: T) => (data: unknown) => string;

/**
 * A response serializer that serialises a given object once. Public reads come from the read cache
 * as the same (never mutated) object until a write clears it, so validating and stringifying the
 * 200-post list again for every request would be work thrown away. Other objects (a new one per
 * request) are serialised as usual and their entries go with them (WeakMap).
 */
export function serializingOnce<T>(compile: SerializerCompiler<T>): SerializerCompiler<T> {
  return (routeSchema) => {
    const serialize = compile(routeSchema);
    const serialized = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      const known = serialized.get(data);
      if (known !== undefined) return known;
      const text = serialize(data);
      serialized.set(data, text);
      return text;
    };
  };
}

/**
 * A strong ETag hash that remembers the bodies it hashed last: the same serialised list is sent
 * again and again, and a Map finds the very same string without reading it through.
 */
export function rememberingHash({ maxEntries }: { maxEntries: number }) {
  const hashes = new Map<string | Buffer, string>();
  return (payload: string | Buffer): string => {
    const known = hashes.get(payload);
    if (known !== undefined) return known;
    const hash = createHash('sha1').update(payload).digest('base64url');
    if (typeof payload === 'string') {
      if (hashes.size >= maxEntries) hashes.delete(hashes.keys().next().value as string);
      hashes.set(payload, hash);
    }
    return hash;
  };
}
