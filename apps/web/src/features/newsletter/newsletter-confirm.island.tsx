import { newsletterMessages } from '@lss/shared/newsletter-messages';
import {
  type Outcome,
  TokenActionPage,
  type TokenLinkProps,
  tokenLink,
} from '#web/components/ui/token-action-page.tsx';
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
export default function NewsletterConfirm(link: TokenLinkProps) {
  const { params, token, action } = tokenLink(link);
  return (
    <TokenActionPage
      title={newsletterMessages.confirmTitle}
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
