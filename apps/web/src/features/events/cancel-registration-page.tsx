import type { RsvpCancelPreview } from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useDateFormat } from '#web/lib/dates.ts';
import { messageOf } from '#web/lib/http.ts';
import { cancelRegistration, previewCancellation } from './api/cancel.ts';

type State =
  | { step: 'loading' }
  | { step: 'ask'; preview: RsvpCancelPreview }
  | { step: 'done'; message: string; preview: RsvpCancelPreview }
  | { step: 'failed'; message: string };

/**
 * The registration e-mail's cancel link (/rsvp/cancel?token=…): the page names the registration and
 * asks; only the button's POST cancels, so a mail scanner opening the link changes nothing.
 */
export function CancelRegistrationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const [sending, setSending] = useState(false);
  const dates = useDateFormat();

  useEffect(() => {
    if (!token) return setState({ step: 'failed', message: rsvpMessages.cancelLinkInvalid });
    previewCancellation(token).then(
      (preview) => setState({ step: 'ask', preview }),
      (error) => setState({ step: 'failed', message: messageOf(error, rsvpMessages.cancelLinkInvalid) }),
    );
  }, [token]);

  async function cancel(preview: RsvpCancelPreview) {
    setSending(true);
    try {
      const { message } = await cancelRegistration(token);
      setState({ step: 'done', message, preview });
    } catch (error) {
      setState({ step: 'failed', message: messageOf(error, rsvpMessages.cancelFailed) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="container-page max-w-2xl py-16 sm:py-24">
      <PageMeta
        title={rsvpMessages.cancelHeading}
        description={rsvpMessages.cancelHeading}
        path="/rsvp/cancel"
        noIndex
      />
      <h1 className="font-serif text-4xl font-bold">{rsvpMessages.cancelHeading}</h1>
      <div className="card mt-8 p-6 sm:p-8" aria-live="polite">
        {state.step === 'loading' ? <p className="text-muted">Loading…</p> : null}
        {state.step === 'failed' ? (
          <p role="alert" className="text-lg">
            {state.message}
          </p>
        ) : null}
        {state.step === 'ask' || state.step === 'done' ? (
          <>
            <p className="text-lg">
              <strong>{state.preview.name}</strong>,{' '}
              {state.preview.status === 'waitlisted' ? 'on the waiting list for' : 'registered for'}:
            </p>
            <p className="mt-3">
              <Link
                to={paths.event.to(state.preview.event._id)}
                className="font-serif text-2xl font-bold underline"
              >
                {state.preview.event.title}
              </Link>
              <span className="mt-1 block text-muted">
                {dates.longDate(state.preview.event.eventDate)}, {dates.time(state.preview.event.eventDate)} ·{' '}
                {state.preview.event.venue}
              </span>
            </p>
            {state.step === 'done' ? (
              <p role="status" className="mt-6 border-l-4 border-gold pl-4 text-lg">
                {state.message}
              </p>
            ) : (
              <button
                type="button"
                disabled={sending}
                onClick={() => cancel(state.preview)}
                className="btn-primary mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                {rsvpMessages.cancelButton}
              </button>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
