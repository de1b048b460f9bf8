import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { type ReactNode, useEffect, useState } from 'react';
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

/**
 * /newsletter/confirm: the confirmation e-mail's link (?token=) confirms on arrival; the subscribe
 * form's answer before hydration (?sent=1), or its refusal of a malformed address (?invalid=1).
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    params.has('sent')
      ? { ok: true, message: newsletterMessages.subscribeSent }
      : params.has('invalid')
        ? { ok: false, message: 'Enter a valid email address.' }
        : token
          ? null
          : { ok: false, message: newsletterMessages.confirmLinkInvalid },
  );

  useEffect(() => {
    if (!token) return;
    apiRequest<{ message: string }>('/newsletter/confirm', { method: 'POST', body: { token } }).then(
      ({ message }) => setOutcome({ ok: true, message }),
      (error) => setOutcome({ ok: false, message: messageOf(error, newsletterMessages.confirmLinkInvalid) }),
    );
  }, [token]);

  return (
    <NewsletterPage title={newsletterMessages.confirmTitle} path={paths.newsletterConfirm.to()}>
      {outcome ? <Said outcome={outcome} /> : <p className="text-muted">Confirming…</p>}
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
