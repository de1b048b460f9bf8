import type { Post } from '@lss/shared/posts';
import type { Submission } from '@lss/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { postKeys } from '../../posts/api/keys.ts';
import { SUBMISSIONS_KEY } from './keys.ts';

/** Approves a submission into a draft post; the submissions, the posts and the dashboard reload. */
export function useApproveSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ submission: Submission; post: Post }>(`/submissions/${encodeURIComponent(id)}/approve`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        client.invalidateQueries({ queryKey: postKeys.all }),
      ]),
  });
}
