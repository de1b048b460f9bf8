import type { MediaItem } from '@lss/shared/media';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, adminRequestPage } from '#web/lib/admin-api.ts';

/** Every media query's key starts here: an upload, an alt text or a deletion refreshes them all. */
export const MEDIA_KEY = ['media'] as const;

export type MediaFilter = { q?: string; page?: number; limit?: number; kind?: 'image' | 'document' };

function mediaPath({ q, page = 1, limit = 24, kind }: MediaFilter) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q?.trim()) query.set('q', q.trim());
  if (kind) query.set('kind', kind);
  return `/media?${query}`;
}

/** One page of the library (newest first), searched; the page being left stays until the next arrives. */
export function useMediaPage(filter: MediaFilter, enabled = true) {
  return useQuery({
    queryKey: [...MEDIA_KEY, 'page', filter],
    queryFn: ({ signal }) => adminRequestPage<MediaItem>(mediaPath(filter), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The library's item for the file a field holds (its name as uploaded), or null for a link from
 * elsewhere. Stored values are URLs; the field shows people the name they know.
 */
export function useMediaByUrl(url: string) {
  const ours = /\/[a-f0-9]{32}(?:_\d+x\d+)?\.[a-z]+$/.test(url);
  return useQuery({
    queryKey: [...MEDIA_KEY, 'by-url', url],
    queryFn: async ({ signal }) =>
      (await adminRequestPage<MediaItem>(`/media?limit=1&url=${encodeURIComponent(url)}`, { signal }))
        .items[0] ?? null,
    enabled: ours,
    staleTime: 5 * 60_000,
  });
}

export function useMediaChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MEDIA_KEY });
  const setAlt = useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: string }) =>
      adminRequest<MediaItem>(`/media/${encodeURIComponent(id)}`, { method: 'PATCH', body: { alt } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      adminRequest<MediaItem>(`/media/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { setAlt, remove, refresh };
}
