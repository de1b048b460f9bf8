import type { ContactInput } from '@lss/shared/contact';
import { publicMessages } from '@lss/shared/messages';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/http.ts';
import { sendContactMessage } from '../api/send-message.ts';

type ContactFormProps = { send?: (input: ContactInput) => Promise<unknown> };

const EMPTY = { name: '', email: '', message: '', website: '' };

/**
 * Spec §5: empty or blank fields give one toast, 'Please fill in all fields.', so the fields carry
 * no `required` attribute (the browser's bubble would pre-empt it); the email field keeps the
 * browser's own email-format check.
 */
export function ContactForm({ send = sendContactMessage }: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      toast.error((error instanceof ApiError && error.serverMessage) || publicMessages.contactFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Contact form">
      <div>
        <label htmlFor="contact-name" className="field-label">
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          aria-required="true"
          value={values.name}
          onChange={update('name')}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="contact-email" className="field-label">
          Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          value={values.email}
          onChange={update('email')}
          className="field-input"
        />
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots tend to fill every field. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className="field-label">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          aria-required="true"
          value={values.message}
          onChange={update('message')}
          className="field-input resize-y"
        />
      </div>
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
