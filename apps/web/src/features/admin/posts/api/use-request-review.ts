import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { postKeys } from './keys.ts';

/** A contributor asks an editor to review their draft; the posts (and the review queue) reload. */
export function useRequestReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      adminRequest(`/posts/${encodeURIComponent(postId)}/review-request`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
