import { newsletterMessages } from '@lss/shared/newsletter-messages';
import {
  type Outcome,
  TokenActionPage,
  useTokenLink,
  useTokenPreview,
} from '#web/components/ui/token-action-page.tsx';
import { paths } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/http.ts';
import { SubscribeBox } from './subscribe-box.tsx';

/** What the page's address says before any button is pressed: the subscribe form's or the confirm button's answer. */
function confirmOutcomeOf(params: URLSearchParams): Outcome | null {
  if (params.has('sent')) return { ok: true, message: newsletterMessages.subscribeSent };
  if (params.has('invalid')) return { ok: false, message: 'Enter a valid email address.' };
  if (params.has('confirmed')) return { ok: true, message: newsletterMessages.confirmed };
  if (params.has('failed') || !params.get('token'))
    return { ok: false, message: newsletterMessages.confirmLinkInvalid };
  return null;
}

/**
 * /newsletter/confirm: the confirmation e-mail's link (?token=) only asks; the button confirms, so a
 * mail scanner opening the link confirms nothing (the server answers the plain form with ?confirmed=1
 * or ?failed=1). Also the subscribe form's answer before hydration (?sent=1), or its refusal of a
 * malformed address (?invalid=1), with the form again.
 */
export function NewsletterConfirmPage() {
  const { params, token, action } = useTokenLink();
  return (
    <TokenActionPage
      title={newsletterMessages.confirmTitle}
      path={paths.newsletterConfirm.to()}
      token={token}
      action={action}
      question={newsletterMessages.confirmQuestion}
      button={newsletterMessages.confirmButton}
      sending={newsletterMessages.confirming}
      outcome={confirmOutcomeOf(params)}
      send={async () =>
        (await apiRequest<{ message: string }>('/newsletter/confirm', { method: 'POST', body: { token } }))
          .message
      }
      sendFailed={newsletterMessages.confirmLinkInvalid}
      afterFailure={
        params.has('invalid') ? (
          <div className="mt-8">
            <SubscribeBox id="retry-subscribe" tone="light" />
          </div>
        ) : null
      }
    />
  );
}

type Subscription = { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' };

const readSubscription = (token: string) =>
  apiRequest<Subscription>(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

/**
 * /newsletter/unsubscribe?token=… (every newsletter's List-Unsubscribe URL): GET asks, and only the
 * button's plain POST unsubscribes, with or without JavaScript; the server sends the browser back
 * here, and the page then says the address is unsubscribed.
 */
export function NewsletterUnsubscribePage() {
  const { token, action } = useTokenLink();
  const { preview, failure } = useTokenPreview(
    token,
    readSubscription,
    newsletterMessages.unsubscribeLinkInvalid,
  );
  return (
    <TokenActionPage
      title={newsletterMessages.unsubscribeTitle}
      path={paths.newsletterUnsubscribe.to()}
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
