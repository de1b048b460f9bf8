import type { MediaItem } from '@lss/shared/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { MEDIA_KEY } from './keys.ts';

/** Deletes a file from the library; every media query reloads. */
export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<MediaItem>(`/media/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
