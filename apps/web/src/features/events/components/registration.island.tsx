import { apiMessages } from '@lss/shared/api-messages';
import type { EventRsvpSummary } from '@lss/shared/events';
import { membersMessages } from '@lss/shared/members-messages';
import type { RsvpAnswer, RsvpInput } from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, messageOf } from '#web/lib/http.ts';
import { registerForEvent } from '../api/register.ts';

type RegistrationProps = {
  eventId: string;
  /** The page's query: the plain form's outcome, as POST /events/:id/register named it (`?registration=`). */
  search?: string;
  rsvp: EventRsvpSummary;
  /** Registration closes when the event starts (the server refuses it from then on too). */
  started: boolean;
  /**
   * A signed-in verified member (the page is rendered for them): one click registers them, with
   * no fields and no e-mail to confirm (decisions.md, Members). Null for everyone else.
   */
  member?: { name: string; email: string } | null;
  register?: (eventId: string, input: RsvpInput) => Promise<RsvpAnswer>;
};

type Errors = { name?: string; email?: string; form?: string };

/** The plain form's refusals (`?registration=`), in the words the API's answers carry. */
const REFUSALS: Record<string, string> = {
  invalid: apiMessages.validationFailed,
  registered: rsvpMessages.alreadyRegistered,
  closed: rsvpMessages.notOpen,
  started: rsvpMessages.eventStarted,
};

/**
 * What the server's answer to the plain form (without JavaScript) names in the page's address:
 * `pending` (the same as the in-place answer), or why it was refused (said above the form).
 */
export function registrationOutcomeOf(search: string): { done?: RsvpAnswer['status']; errors: Errors } {
  const outcome = new URLSearchParams(search).get('registration');
  if (!outcome) return { errors: {} };
  // A member's one click (plain form) is confirmed or waitlisted at once.
  if (outcome === 'pending' || outcome === 'confirmed' || outcome === 'waitlisted')
    return { done: outcome, errors: {} };
  return { errors: { form: REFUSALS[outcome] ?? rsvpMessages.failed } };
}

/** The plain form's address (outside /api), which sends the browser back to the event page. */
export const registrationAction = (eventId: string) => `/events/${encodeURIComponent(eventId)}/register`;

/**
 * Seats left, and the form (name, e-mail); a full event offers the waiting list. A visitor's
 * registration is pending until the e-mailed link is followed (double opt-in): the answer asks them
 * to check their e-mail, and the seats left stay as they were. Before (or without) JavaScript the form
 * is posted to POST /events/:id/register, which sends the browser back here with the outcome in the
 * address (`search`); with JavaScript it is sent in place.
 */
export function Registration({
  eventId,
  search = '',
  rsvp,
  started,
  member = null,
  register = registerForEvent,
}: RegistrationProps) {
  const [posted] = useState(() => registrationOutcomeOf(search));
  const [counts, setCounts] = useState(rsvp);
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Errors>(posted.errors);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<RsvpAnswer['status'] | null>(posted.done ?? null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const left = counts.capacity === null ? null : Math.max(counts.capacity - counts.confirmed, 0);
  const full = left === 0;

  function showErrors(found: Errors) {
    setErrors(found);
    // The first field to fix takes the focus, so its message is read out with it.
    if (found.name) nameRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A member's name and address are the membership's (the server uses those whatever is sent).
    const name = member ? member.name : values.name.trim();
    const email = member ? member.email : values.email.trim();
    const missing: Errors = {
      ...(name ? {} : { name: 'Name is required.' }),
      ...(email ? {} : { email: 'Email is required.' }),
    };
    if (missing.name || missing.email) return showErrors(missing);
    setSending(true);
    setErrors({});
    try {
      const { status } = await register(eventId, { name, email });
      // A pending registration holds no seat yet; a member's (later) is confirmed at once.
      if (status !== 'pending') setCounts((current) => ({ ...current, [status]: current[status] + 1 }));
      setDone(status);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.name || fields.email) showErrors({ name: fields.name, email: fields.email });
      else setErrors({ form: messageOf(error, rsvpMessages.failed) });
    } finally {
      setSending(false);
    }
  }

  /** A visitor's field's input: its value kept here, the browser's fill-in by its name (name, email). */
  const inputOf = (field: 'name' | 'email') => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    ref: field === 'name' ? nameRef : emailRef,
    type: field === 'email' ? 'email' : 'text',
    autoComplete: field,
    className: 'field-input',
  });

  return (
    <section id="register" aria-labelledby="registration-heading" className="card max-w-xl p-6 sm:p-8">
      <h2 id="registration-heading" className="font-serif text-2xl font-bold">
        {rsvpMessages.heading}
      </h2>
      <p className="mt-2 text-lg font-semibold text-gold-deep" aria-live="polite">
        {left === null ? rsvpMessages.openSeats : rsvpMessages.seatsLeft(left, counts.capacity ?? 0)}
      </p>
      {started ? (
        <p className="mt-4 text-muted">{rsvpMessages.closed}</p>
      ) : done ? (
        <p role="status" className="mt-4 border-l-4 border-gold pl-4 text-lg">
          {member && done !== 'pending' ? (
            <>
              {done === 'confirmed'
                ? membersMessages.registeredConfirmed
                : membersMessages.registeredWaitlisted}{' '}
              <a href={paths.memberAccount.to()} className="link-quiet">
                {membersMessages.myAccountLink}
              </a>
            </>
          ) : (
            rsvpMessages[done]
          )}
        </p>
      ) : member ? (
        <form
          method="post"
          action={registrationAction(eventId)}
          onSubmit={submit}
          className="mt-5 space-y-4"
          aria-label="Register for this event"
        >
          {full ? <p className="text-muted">{rsvpMessages.full}</p> : null}
          <p className="text-lg [overflow-wrap:anywhere]">
            {membersMessages.registerAs(member.name, member.email)}
          </p>
          <p className="text-sm text-muted">{membersMessages.registerOneClick}</p>
          <SendRow refusal={errors.form} sending={sending} full={full} />
        </form>
      ) : (
        <form
          method="post"
          action={registrationAction(eventId)}
          onSubmit={submit}
          noValidate
          className="mt-5 space-y-5"
          aria-label="Register for this event"
        >
          {full ? <p className="text-muted">{rsvpMessages.full}</p> : null}
          <Field id="rsvp-name" label="Name" required error={errors.name}>
            {(control) => <input {...control} {...inputOf('name')} />}
          </Field>
          <Field id="rsvp-email" label="Email" required error={errors.email}>
            {(control) => <input {...control} {...inputOf('email')} />}
          </Field>
          <SendRow refusal={errors.form} sending={sending} full={full} />
        </form>
      )}
    </section>
  );
}

/** A registration form's end: what the last try was refused with, and the button (a full event's waiting list). */
function SendRow({
  refusal,
  sending,
  full,
}: {
  refusal: string | undefined;
  sending: boolean;
  full: boolean;
}) {
  return (
    <>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-error">
          {refusal}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? rsvpMessages.registering : full ? rsvpMessages.joinWaitingList : rsvpMessages.register}
      </button>
    </>
  );
}

/** An island (decision 028): hydrated in the browser with the props the server rendered it with. */
export default Registration;
