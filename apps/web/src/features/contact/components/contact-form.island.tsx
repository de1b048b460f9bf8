import { apiMessages } from '@lss/shared/api-messages';
import type { ContactInput } from '@lss/shared/contact';
import { publicMessages } from '@lss/shared/public-messages';
import { type FormEvent, useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { FormOutcome, type Outcome } from '#web/components/ui/form-outcome.tsx';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { sendContactMessage } from '../api/send-message.ts';

type ContactFormProps = {
  /** The page's query: the plain form's outcome, as POST /contact named it (`?sent=1`, `?failed=`). */
  search?: string;
  send?: (input: ContactInput) => Promise<unknown>;
};

const EMPTY = { name: '', email: '', message: '', website: '' };

/** What the server's answer to the plain form (without JavaScript) names in the page's address. */
export function contactOutcomeOf(search: string): Outcome | null {
  const params = new URLSearchParams(search);
  if (params.get('sent') === '1') return { ok: true, message: publicMessages.contactReceived };
  const failed = params.get('failed');
  if (failed === 'fields') return { ok: false, message: publicMessages.contactFieldsRequired };
  if (failed === 'invalid') return { ok: false, message: apiMessages.validationFailed };
  if (failed) return { ok: false, message: publicMessages.contactFailed };
  return null;
}

/**
 * Spec §5: empty or blank fields give one toast, 'Please fill in all fields.', so the fields carry
 * no `required` attribute (the browser's bubble would pre-empt it); the email field keeps the
 * browser's own email-format check. Before (or without) JavaScript the form is posted to POST /contact,
 * which sends the browser back here with the outcome in the address (shown above the form); with
 * JavaScript it is sent in place, with toasts.
 */
export function ContactForm({ search = '', send = sendContactMessage }: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  // The plain form's outcome, until the form is sent again in place.
  const [posted, setPosted] = useState(() => contactOutcomeOf(search));

  // A control's name, value and change handler, kept in `values`.
  const bind = (field: keyof typeof EMPTY) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPosted(null);
    const name = values.name.trim();
    const email = values.email.trim();
    const message = values.message.trim();
    if (!name || !email || !message) {
      toast.error(publicMessages.contactFieldsRequired);
      return;
    }
    setSending(true);
    try {
      await send({ name, email, message, website: values.website });
      toast.success(publicMessages.contactThanks(name));
      setValues(EMPTY);
    } catch (error) {
      toast.error(messageOf(error, publicMessages.contactFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      action={paths.contact.to()}
      onSubmit={submit}
      className="space-y-6"
      aria-label="Contact form"
    >
      <FormOutcome outcome={posted} />
      <Field id="contact-name" label="Name" required>
        {(control) => (
          <input {...control} {...bind('name')} type="text" autoComplete="name" className="field-input" />
        )}
      </Field>
      <Field id="contact-email" label="Email" required>
        {(control) => (
          <input {...control} {...bind('email')} type="email" autoComplete="email" className="field-input" />
        )}
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots tend to fill every field. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" {...bind('website')} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Field id="contact-message" label="Message" required>
        {(control) => (
          <textarea {...control} {...bind('message')} rows={6} className="field-input resize-y" />
        )}
      </Field>
      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

/** An island (decision 028): hydrated in the browser with the props the server rendered it with. */
export default ContactForm;
