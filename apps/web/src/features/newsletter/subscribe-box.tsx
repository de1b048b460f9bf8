import { newsletterMessages } from '@lss/shared/newsletter-messages';
import { type FormEvent, useState } from 'react';

/** Where the box's plain form posts before the page's JavaScript runs (the server answers with a page). */
export const SUBSCRIBE_FORM_ACTION = '/newsletter/subscribe';

type Result = { ok: boolean; message: string; field?: string };

type SubscribeBoxProps = {
  /** Unique on the page: the footer's and the article's boxes both exist on an article. */
  id: string;
  /** The footer's navy panel, or the article's light page. */
  tone: 'dark' | 'light';
  send?: (input: { email: string; name: string }) => Promise<{ message: string }>;
};

// The fetch wrapper is loaded on the first submit, not with every public page (the box is in the
// footer; its plain form works before any script runs).
const loadHttp = () => import('#web/lib/http.ts');

const subscribe = async (input: { email: string; name: string }) =>
  (await loadHttp()).apiRequest<{ message: string }>('/newsletter/subscribers', {
    method: 'POST',
    body: input,
  });

/**
 * The newsletter's subscribe box (e-mail, optional name). A plain form first: before hydration the
 * browser posts it to the server, which answers with the confirmation page; once hydrated it
 * answers in place. Errors and the answer are announced (role="alert" / role="status").
 */
export function SubscribeBox({ id, tone, send = subscribe }: SubscribeBoxProps) {
  const [result, setResult] = useState<Result | null>(null);
  const [sending, setSending] = useState(false);
  const dark = tone === 'dark';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    if (!email) return setResult({ ok: false, message: 'Email is required.', field: 'email' });
    setSending(true);
    try {
      const answer = await send({ email, name: String(data.get('name') ?? '').trim() });
      setResult({ ok: true, message: answer.message });
    } catch (error) {
      const { ApiError, messageOf } = await loadHttp();
      const fieldError = error instanceof ApiError ? error.fieldErrors.email : undefined;
      setResult(
        fieldError
          ? { ok: false, message: fieldError, field: 'email' }
          : { ok: false, message: messageOf(error, newsletterMessages.subscribeFailed) },
      );
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  const emailInvalid = result?.field === 'email';
  const label = `mb-1 block text-sm font-semibold ${dark ? 'text-parchment' : 'text-navy'}`;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={dark ? 'eyebrow mb-3' : 'font-serif text-2xl font-bold'}>
        {newsletterMessages.subscribeHeading}
      </h2>
      <p className={dark ? 'mb-4 text-parchment/80' : 'mt-2 mb-4 text-muted'}>
        {newsletterMessages.subscribeIntro}
      </p>
      {result?.ok ? (
        <p role="status" className={`border-l-4 border-gold pl-3 ${dark ? 'text-parchment' : ''}`}>
          {result.message}
        </p>
      ) : (
        <form
          method="post"
          action={SUBSCRIBE_FORM_ACTION}
          onSubmit={submit}
          noValidate
          className="grid gap-3"
        >
          <div>
            <label htmlFor={`${id}-email`} className={label}>
              Email
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              aria-required
              aria-invalid={emailInvalid || undefined}
              aria-describedby={result ? errorId : undefined}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor={`${id}-name`} className={label}>
              Name <span className="font-normal">(optional)</span>
            </label>
            <input id={`${id}-name`} name="name" type="text" autoComplete="name" className="field-input" />
          </div>
          {result ? (
            <p
              id={errorId}
              role="alert"
              className={`text-sm font-semibold ${dark ? 'text-gold-light' : 'text-error'}`}
            >
              {result.message}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={sending}
            className={`${dark ? 'btn-gold' : 'btn-primary'} disabled:cursor-wait disabled:opacity-70`}
          >
            {newsletterMessages.subscribeButton}
          </button>
        </form>
      )}
    </section>
  );
}
