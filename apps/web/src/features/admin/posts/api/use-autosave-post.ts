import type { Post, PostInput } from '@lss/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { postKeys } from './keys.ts';

/**
 * A draft's autosave (issue 16): the form's values with `autosave: true`, creating the post the
 * first time (no id); the posts list reloads.
 */
export function useAutosavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: PostInput }) => {
      const body = { ...input, autosave: true };
      return id
        ? adminRequest<Post>(`/posts/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : adminRequest<Post>('/posts', { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.list }),
  });
}
