import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { SENDS_KEY } from './keys.ts';

/** Queues a published post as the newsletter (once per post); the sends' progress reloads. */
export function useSendNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      adminRequest<{ message: string; recipients: number }>(
        `/posts/${encodeURIComponent(postId)}/newsletter`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: SENDS_KEY }),
  });
}
