import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { apiRequest, messageOf } from '#web/lib/http.ts';
import { SubscribeBox } from './subscribe-box.tsx';

type Outcome = { ok: boolean; message: string } | null;

function NewsletterPage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-2xl py-16 sm:py-24">
      <PageMeta title={title} description={title} path={path} noIndex />
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      <div className="card mt-8 p-6 sm:p-8" aria-live="polite">
        {children}
      </div>
    </div>
  );
}

function Said({ outcome }: { outcome: NonNullable<Outcome> }) {
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className="border-l-4 border-gold pl-4 text-lg">
      {outcome.message}
    </p>
  );
}

/** What the page's address says before any button is pressed: the subscribe form's or the confirm button's answer. */
function confirmOutcomeOf(params: URLSearchParams): Outcome {
  if (params.has('sent')) return { ok: true, message: newsletterMessages.subscribeSent };
  if (params.has('invalid')) return { ok: false, message: 'Enter a valid email address.' };
  if (params.has('confirmed')) return { ok: true, message: newsletterMessages.confirmed };
  if (params.has('failed') || !params.get('token'))
    return { ok: false, message: newsletterMessages.confirmLinkInvalid };
  return null;
}

/**
 * /newsletter/confirm: the confirmation e-mail's link (?token=) only asks; the button confirms, so a
 * mail scanner opening the link confirms nothing. The button is a plain form posting to this address
 * (the server sends the browser back with ?confirmed=1 or ?failed=1), so it works before or without
 * JavaScript; with JavaScript it confirms in place. Also the subscribe form's answer before hydration
 * (?sent=1), or its refusal of a malformed address (?invalid=1).
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() => confirmOutcomeOf(params));
  const [sending, setSending] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { message } = await apiRequest<{ message: string }>('/newsletter/confirm', {
        method: 'POST',
        body: { token },
      });
      setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error, newsletterMessages.confirmLinkInvalid) });
    } finally {
      setSending(false);
    }
  }

  return (
    <NewsletterPage title={newsletterMessages.confirmTitle} path={paths.newsletterConfirm.to()}>
      {outcome ? (
        <Said outcome={outcome} />
      ) : (
        <form method="post" action={`${pathname}${search}`} onSubmit={confirm}>
          <p className="text-lg">{newsletterMessages.confirmQuestion}</p>
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            disabled={sending}
            className="btn-primary mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {sending ? newsletterMessages.confirming : newsletterMessages.confirmButton}
          </button>
        </form>
      )}
      {params.has('invalid') ? (
        <div className="mt-8">
          <SubscribeBox id="retry-subscribe" tone="light" />
        </div>
      ) : null}
    </NewsletterPage>
  );
}

type Subscription = { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' };

/**
 * /newsletter/unsubscribe?token=… (every newsletter's List-Unsubscribe URL): GET asks, and only the
 * button's POST (a plain form, working before any JavaScript) unsubscribes, so a mail scanner
 * opening the link changes nothing. The server answers the POST by sending the browser back here.
 */
export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token') ?? '';
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [failure, setFailure] = useState<string | null>(
    token ? null : newsletterMessages.unsubscribeLinkInvalid,
  );

  useEffect(() => {
    if (!token) return;
    apiRequest<Subscription>(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`).then(
      setSubscription,
      (error) => setFailure(messageOf(error, newsletterMessages.unsubscribeLinkInvalid)),
    );
  }, [token]);

  return (
    <NewsletterPage title={newsletterMessages.unsubscribeTitle} path={paths.newsletterUnsubscribe.to()}>
      {failure ? <Said outcome={{ ok: false, message: failure }} /> : null}
      {subscription?.status === 'unsubscribed' ? (
        <Said outcome={{ ok: true, message: newsletterMessages.unsubscribed }} />
      ) : failure ? null : (
        <form method="post" action={`${pathname}${search}`}>
          <p className="text-lg">
            {subscription
              ? newsletterMessages.unsubscribeQuestion(subscription.email)
              : 'Stop sending the newsletter to this address?'}
          </p>
          <button type="submit" className="btn-primary mt-6 w-full sm:w-auto">
            {newsletterMessages.unsubscribeButton}
          </button>
        </form>
      )}
    </NewsletterPage>
  );
}
