import type { MediaItem } from '@lss/shared/media';
import { useQuery } from '@tanstack/react-query';
import { adminRequestPage } from '#web/lib/admin-api.ts';
import { mediaKeys } from './keys.ts';

/**
 * The library's item for the file a field holds (its name as uploaded), or null for a link from
 * elsewhere. Stored values are URLs; the field shows people the name they know.
 */
export function useMediaByUrl(url: string) {
  const ours = /\/[a-f0-9]{32}(?:_\d+x\d+)?\.[a-z]+$/.test(url);
  return useQuery({
    queryKey: mediaKeys.byUrl(url),
    queryFn: async ({ signal }) =>
      (await adminRequestPage<MediaItem>(`/media?limit=1&url=${encodeURIComponent(url)}`, { signal }))
        .items[0] ?? null,
    enabled: ours,
    staleTime: 5 * 60_000,
  });
}
