import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';

/**
 * Asks the server, when 'Send as newsletter' is pressed, how many confirmed subscribers a post would
 * reach and whether it went out already: one read on demand, never cached.
 */
export function useNewsletterRecipients() {
  return useMutation({
    mutationFn: (postId: string) =>
      adminRequest<{ recipients: number; alreadySent: boolean }>(
        `/posts/${encodeURIComponent(postId)}/newsletter`,
      ),
  });
}
