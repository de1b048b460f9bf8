import { newsletterMessages } from '@lss/shared/newsletter-messages';
import {
  TokenActionPage,
  type TokenLinkProps,
  tokenLink,
  useTokenPreview,
} from '#web/components/ui/token-action-page.tsx';
import { apiRequest } from '#web/lib/http.ts';

type Subscription = { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' };

const readSubscription = (token: string) =>
  apiRequest<Subscription>(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

/**
 * /newsletter/unsubscribe?token=… (every newsletter's List-Unsubscribe URL): GET asks, and only the
 * button's plain POST unsubscribes, with or without JavaScript; the server sends the browser back
 * here, and the page then says the address is unsubscribed.
 */
export default function NewsletterUnsubscribe(link: TokenLinkProps) {
  const { token, action } = tokenLink(link);
  const { preview, failure } = useTokenPreview(
    token,
    readSubscription,
    newsletterMessages.unsubscribeLinkInvalid,
  );
  return (
    <TokenActionPage
      title={newsletterMessages.unsubscribeTitle}
      token={token}
      action={action}
      question={
        preview
          ? newsletterMessages.unsubscribeQuestion(preview.email)
          : 'Stop sending the newsletter to this address?'
      }
      button={newsletterMessages.unsubscribeButton}
      outcome={
        failure
          ? { ok: false, message: failure }
          : preview?.status === 'unsubscribed'
            ? { ok: true, message: newsletterMessages.unsubscribed }
            : null
      }
    />
  );
}
