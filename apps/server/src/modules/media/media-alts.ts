import { uploadKeyOf } from '@lss/shared/media';

/** Which field of an item holds an image's URL, and which gets the library's alt text for it. */
export type AltField = readonly [url: string, alt: string];

type Item = Record<string, unknown>;

/** The items a read answered: a page's, a list's, the one record, or none. */
function itemsOf(value: unknown): Item[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value as Item[];
  const { items } = value as { items?: unknown };
  return Array.isArray(items) ? (items as Item[]) : [value as Item];
}

/**
 * Wraps a public read so that each image it shows carries the alt text stored with it in the media
 * library (null when it has none: the page keeps its fallback), looked up in one query per read.
 * Cache such a read under the 'media' tag as well: an alt text changed drops it.
 */
export function withAlts<A extends unknown[], T>(
  altTexts: (keys: string[]) => Promise<Map<string, string>>,
  fields: readonly AltField[],
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args) => {
    const value = await read(...args);
    const items = itemsOf(value);
    const keyOf = (item: Item, url: string) => uploadKeyOf(typeof item[url] === 'string' ? item[url] : null);
    const keys = new Set(items.flatMap((item) => fields.map(([url]) => keyOf(item, url))));
    keys.delete(null);
    const alts = keys.size ? await altTexts([...keys] as string[]) : new Map<string, string>();
    for (const item of items) {
      for (const [url, alt] of fields) {
        const key = keyOf(item, url);
        item[alt] = (key && alts.get(key)) || null;
      }
    }
    return value;
  };
}
