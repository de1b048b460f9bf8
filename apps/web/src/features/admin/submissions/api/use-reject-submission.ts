import type { Submission } from '@lss/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { postKeys } from '../../posts/api/keys.ts';
import { SUBMISSIONS_KEY } from './keys.ts';

/** Rejects a submission (its text stays for reference); the submissions, the posts and the dashboard reload. */
export function useRejectSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<Submission>(`/submissions/${encodeURIComponent(id)}/reject`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        client.invalidateQueries({ queryKey: postKeys.all }),
      ]),
  });
}
