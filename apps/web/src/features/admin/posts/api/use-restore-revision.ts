import type { Post } from '@lss/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { postKeys, revisionsPath } from './keys.ts';

/**
 * Makes a saved version the post's content again. The restored post becomes the editor's record at
 * once, and the list reloads.
 */
export function useRestoreRevision(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      adminRequest<Post>(`${revisionsPath(postId)}/${encodeURIComponent(revisionId)}/restore`, {
        method: 'POST',
      }),
    onSuccess: (restored) => {
      client.setQueryData(postKeys.item(postId), restored);
      void client.invalidateQueries({ queryKey: postKeys.list });
    },
  });
}
