/** Every media query's key starts here: an upload, an alt text or a deletion refreshes them all. */
export const MEDIA_KEY = ['media'] as const;

export type MediaFilter = { q?: string; page?: number; limit?: number; kind?: 'image' | 'document' };

export const mediaKeys = {
  all: MEDIA_KEY,
  /** The library screen's list (its page, search and order are in the address). */
  list: [...MEDIA_KEY, 'list'] as const,
  /** A page of the picker. */
  page: (filter: MediaFilter) => [...MEDIA_KEY, 'page', filter] as const,
  /** The library's item for a stored URL. */
  byUrl: (url: string) => [...MEDIA_KEY, 'by-url', url] as const,
};
