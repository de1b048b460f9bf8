import { rsvpMessages } from '@lss/shared/rsvp-messages';
import {
  TokenActionPage,
  type TokenLinkProps,
  tokenLink,
  useTokenPreview,
} from '#web/components/ui/token-action-page.tsx';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/dates.ts';
import { cancelRegistration, previewCancellation } from './api/cancel.ts';

/**
 * The registration e-mail's cancel link (/rsvp/cancel?token=…): the page names the registration and
 * asks; only the button's POST cancels, so a mail scanner opening the link changes nothing.
 */
export default function CancelRegistration(link: TokenLinkProps) {
  const { token, action } = tokenLink(link);
  const { preview, failure } = useTokenPreview(token, previewCancellation, rsvpMessages.cancelLinkInvalid);
  const dates = useDateFormat();
  return (
    <TokenActionPage
      title={rsvpMessages.cancelHeading}
      token={token}
      action={action}
      button={rsvpMessages.cancelButton}
      loading={!preview}
      outcome={failure ? { ok: false, message: failure } : null}
      context={
        preview ? (
          <>
            <p className="text-lg">
              <strong>{preview.name}</strong>,{' '}
              {preview.status === 'waitlisted' ? 'on the waiting list for' : 'registered for'}:
            </p>
            <p className="mt-3">
              <a href={paths.event.to(preview.event._id)} className="font-serif text-2xl font-bold underline">
                {preview.event.title}
              </a>
              <span className="mt-1 block text-muted">
                {dates.longDate(preview.event.eventDate)}, {dates.time(preview.event.eventDate)} ·{' '}
                {preview.event.venue}
              </span>
            </p>
          </>
        ) : null
      }
      send={async () => (await cancelRegistration(token)).message}
      sendFailed={rsvpMessages.cancelFailed}
    />
  );
}
