import type { MediaItem } from '@lss/shared/media';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequestPage } from '#web/lib/admin-api.ts';
import { type MediaFilter, mediaKeys } from './keys.ts';

function mediaPath({ q, page = 1, limit = 24, kind }: MediaFilter) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q?.trim()) query.set('q', q.trim());
  if (kind) query.set('kind', kind);
  return `/media?${query}`;
}

/** One page of the library (newest first), searched; the page being left stays until the next arrives. */
export function useMediaPage(filter: MediaFilter, enabled = true) {
  return useQuery({
    queryKey: mediaKeys.page(filter),
    queryFn: ({ signal }) => adminRequestPage<MediaItem>(mediaPath(filter), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
