import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/http.ts';
import { confirmRegistration } from './api/register.ts';

type Outcome = { ok: boolean; message: string };

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
 * the button confirms, so a mail scanner following the link gives nobody a seat. The button is a
 * plain form posting to this address (the server answers by sending the browser back here with the
 * outcome), so it works before or without JavaScript; with JavaScript it confirms in place.
 */
export function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(params));
  const [sending, setSending] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { status } = await confirmRegistration(token);
      setOutcome({ ok: true, message: rsvpMessages[status] });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error, rsvpMessages.confirmFailed) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="container-page max-w-2xl py-16 sm:py-24">
      <PageMeta
        title={rsvpMessages.confirmHeading}
        description={rsvpMessages.confirmHeading}
        path={paths.confirmRegistration.to()}
        noIndex
      />
      <h1 className="font-serif text-4xl font-bold">{rsvpMessages.confirmHeading}</h1>
      <div className="card mt-8 p-6 sm:p-8" aria-live="polite">
        {outcome ? (
          <>
            <p role={outcome.ok ? 'status' : 'alert'} className="border-l-4 border-gold pl-4 text-lg">
              {outcome.message}
            </p>
            {outcome.ok ? null : (
              <p className="mt-6">
                <Link to={paths.events.to()} className="font-semibold underline">
                  {rsvpMessages.toEvents}
                </Link>
              </p>
            )}
          </>
        ) : (
          <form method="post" action={`${pathname}${search}`} onSubmit={confirm}>
            <p className="text-lg">{rsvpMessages.confirmQuestion}</p>
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={sending}
              className="btn-primary mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
            >
              {sending ? rsvpMessages.confirming : rsvpMessages.confirmButton}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
