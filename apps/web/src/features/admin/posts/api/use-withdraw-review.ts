import type { Post } from '@lss/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { postKeys } from './keys.ts';

/** The author takes a review request back (the draft stays a draft, theirs to keep editing). */
export function useWithdrawReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<Post>(`/posts/${encodeURIComponent(id)}/review-request`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKeys.all }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}
