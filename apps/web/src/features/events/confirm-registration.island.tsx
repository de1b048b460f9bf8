import { rsvpMessages } from '@lss/shared/rsvp-messages';
import {
  type Outcome,
  TokenActionPage,
  type TokenLinkProps,
  tokenLink,
} from '#web/components/ui/token-action-page.tsx';
import { paths } from '#web/config/paths.ts';
import { confirmRegistration } from './api/register.ts';

/** What the server's plain-form answer names in the address (`?status=` or `?failed=`). */
const FAILURES: Record<string, string> = {
  expired: rsvpMessages.confirmLinkExpired,
  started: rsvpMessages.eventStarted,
  closed: rsvpMessages.notOpen,
  invalid: rsvpMessages.confirmLinkInvalid,
};

function outcomeOf(params: URLSearchParams): Outcome | null {
  const status = params.get('status');
  if (status === 'confirmed' || status === 'waitlisted') return { ok: true, message: rsvpMessages[status] };
  const failed = params.get('failed');
  if (failed) return { ok: false, message: FAILURES[failed] ?? rsvpMessages.confirmLinkInvalid };
  if (!params.get('token')) return { ok: false, message: rsvpMessages.confirmLinkInvalid };
  return null;
}

/**
 * The registration's confirmation link (/rsvp/confirm?token=…, double opt-in): opening it only asks;
 * the button confirms, so a mail scanner following the link gives nobody a seat. The server answers
 * the plain form by sending the browser back here with the outcome (`?status=` or `?failed=`).
 */
export default function ConfirmRegistration(link: TokenLinkProps) {
  const { params, token, action } = tokenLink(link);
  return (
    <TokenActionPage
      title={rsvpMessages.confirmHeading}
      token={token}
      action={action}
      question={rsvpMessages.confirmQuestion}
      button={rsvpMessages.confirmButton}
      sending={rsvpMessages.confirming}
      outcome={outcomeOf(params)}
      send={async () => rsvpMessages[(await confirmRegistration(token)).status]}
      sendFailed={rsvpMessages.confirmFailed}
      afterFailure={
        <p className="mt-6">
          <a href={paths.events.to()} className="font-semibold underline">
            {rsvpMessages.toEvents}
          </a>
        </p>
      }
    />
  );
}
