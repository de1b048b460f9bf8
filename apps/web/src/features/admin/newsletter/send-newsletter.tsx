import { newsletterAdminMessages } from '@lss/shared/newsletter-admin-messages';
import { type Post, postDisplayStatus } from '@lss/shared/posts';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { Button } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { isSessionEnd } from '../ui/use-error-toast.ts';
import { useNewsletterRecipients } from './api/use-newsletter-recipients.ts';
import { useSendNewsletter } from './api/use-send-newsletter.ts';

/**
 * 'Send as newsletter' for a published post: asks the server how many confirmed subscribers it
 * would reach, says so in the confirmation, then queues it (once per post: the server refuses a
 * second time with 409, whose message is shown).
 */
export function SendAsNewsletter({ post }: { post: Pick<Post, '_id' | 'title' | 'status' | 'publishedAt'> }) {
  const { confirm, dialog } = useConfirm();
  const { mutateAsync: newsletterRecipients } = useNewsletterRecipients();
  const { mutateAsync: sendNewsletter } = useSendNewsletter();
  const [busy, setBusy] = useState(false);
  if (postDisplayStatus(post) !== 'PUBLISHED') return null;

  async function send() {
    setBusy(true);
    try {
      const { recipients, alreadySent } = await newsletterRecipients(post._id);
      if (alreadySent) return void toast.error(newsletterAdminMessages.alreadySent);
      if (!recipients) return void toast.error(newsletterAdminMessages.noRecipients);
      const ok = await confirm(
        newsletterAdminMessages.sendConfirm(post.title, recipients),
        newsletterAdminMessages.sendButton,
        'primary',
      );
      if (!ok) return;
      const { message } = await sendNewsletter(post._id);
      toast.success(message);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, newsletterAdminMessages.sendFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void send()}>
        {newsletterAdminMessages.sendButton}
      </Button>
      {dialog}
    </>
  );
}
