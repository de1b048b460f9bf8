import type { MediaItem } from '@lss/shared/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { MEDIA_KEY } from './keys.ts';

/** Saves a file's alt text; every media query reloads. */
export function useSaveMediaAlt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: string }) =>
      adminRequest<MediaItem>(`/media/${encodeURIComponent(id)}`, { method: 'PATCH', body: { alt } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
