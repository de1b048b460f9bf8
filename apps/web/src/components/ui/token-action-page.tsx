import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { messageOf } from '#web/lib/http.ts';

/** What the page says instead of its button: `ok` as a status, otherwise as an alert. */
export type Outcome = { ok: boolean; message: string };

/** What a token page's island is given: the address the e-mailed link opened. */
export type TokenLinkProps = { pathname: string; search: string };

/**
 * The e-mailed link's address: its parameters (a plain form's answer is named there too), its token,
 * and the address itself, which the button's plain form posts back to.
 */
export function tokenLink({ pathname, search }: TokenLinkProps) {
  const params = new URLSearchParams(search);
  return { params, token: params.get('token') ?? '', action: `${pathname}${search}` };
}

/**
 * What the link names, read once the page runs (a GET, which changes nothing); `failure` is the
 * page's message for a missing token or one the server refuses.
 */
export function useTokenPreview<T>(token: string, load: (token: string) => Promise<T>, invalid: string) {
  const [preview, setPreview] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : invalid);
  useEffect(() => {
    if (!token) return;
    load(token).then(setPreview, (error) => setFailure(messageOf(error, invalid)));
  }, [token, load, invalid]);
  return { preview, failure };
}

type TokenActionPageProps = {
  /** The page's heading (its title and description too: TokenPage). */
  title: string;
  /** The e-mailed link's token, posted with the form. */
  token: string;
  /** Where the plain form posts: the page's own address (useTokenLink's `action`). */
  action: string;
  /** The short question above the button. */
  question?: ReactNode;
  button: string;
  /** The button's words while the action is sent (with JavaScript). */
  sending?: string;
  /** What the link names, shown while asking and after a success (not after a failure). */
  context?: ReactNode;
  /** Already settled, so no button: the plain form's answer in the address, or a refused link. */
  outcome?: Outcome | null;
  /** The question is not known yet (its context is still being read): the page says Loading…. */
  loading?: boolean;
  /**
   * With JavaScript, the action in place, answering the success's message; without it (or without
   * `send`), the form's plain POST, which the server answers by sending the browser back here.
   */
  send?: () => Promise<string>;
  /** The message when `send` fails without one of the server's. */
  sendFailed?: string;
  /** Shown below a failure: the way on. */
  afterFailure?: ReactNode;
};

/**
 * A page an e-mailed link opens (/rsvp/confirm, /rsvp/cancel, /newsletter/confirm,
 * /newsletter/unsubscribe, each ?token=…): opening it only asks, and only the button's POST acts,
 * so a mail scanner following the link changes nothing. The button is a plain form posting the token
 * to the page's own address, so it works before or without JavaScript; with JavaScript and `send`,
 * the action happens in place. Each such page is an island (TokenPage).
 */
export function TokenActionPage({
  title,
  token,
  action,
  question,
  button,
  sending: sendingLabel = button,
  context,
  outcome = null,
  loading = false,
  send,
  sendFailed = '',
  afterFailure,
}: TokenActionPageProps) {
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const said = answer ?? outcome;

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!send) return;
    event.preventDefault();
    setSending(true);
    try {
      setAnswer({ ok: true, message: await send() });
    } catch (error) {
      setAnswer({ ok: false, message: messageOf(error, sendFailed) });
    } finally {
      setSending(false);
    }
  }

  const shownContext = context && said?.ok !== false ? context : null;
  return (
    <div className="container-page max-w-2xl py-16 sm:py-24">
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      <div className="card mt-8 p-6 sm:p-8" aria-live="polite">
        {shownContext}
        {said ? (
          <>
            <p
              role={said.ok ? 'status' : 'alert'}
              className={`${shownContext ? 'mt-6 ' : ''}border-l-4 border-gold pl-4 text-lg`}
            >
              {said.message}
            </p>
            {said.ok ? null : afterFailure}
          </>
        ) : loading ? (
          <p className="text-muted">Loading…</p>
        ) : (
          <form method="post" action={action} onSubmit={submit}>
            {question ? <p className="text-lg">{question}</p> : null}
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={sending}
              className="btn-primary mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
            >
              {sending ? sendingLabel : button}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
