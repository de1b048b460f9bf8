import { apiMessages } from '@lss/shared/api-messages';
import { submissionMessages } from '@lss/shared/submission-messages';
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { FormOutcome, type Outcome } from '#web/components/ui/form-outcome.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, messageOf } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { sendSubmission } from '../api/send-submission.ts';

type SubmissionFormProps = {
  /** The page's query: the plain form's outcome, as POST /submit named it (`?sent=1`, `?failed=`). */
  search?: string;
  send?: (form: FormData) => Promise<string>;
};

/** What the server's answer to the plain form (without JavaScript) names in the page's address. */
export function submissionOutcomeOf(search: string): Outcome | null {
  const params = new URLSearchParams(search);
  if (params.get('sent') === '1') return { ok: true, message: submissionMessages.received };
  const failed = params.get('failed');
  if (!failed) return null;
  const refusal = (message: string): Outcome => ({ ok: false, message });
  if (failed === 'fields') return refusal(apiMessages.validationFailed);
  if (failed === 'image') return refusal(submissionMessages.imageOnly);
  if (failed === 'pixels') return refusal(apiMessages.imageTooLarge);
  const max = Number(params.get('max'));
  if (failed === 'too-large' && max > 0) return refusal(apiMessages.uploadTooLarge(max));
  return refusal(submissionMessages.failed);
}

type FieldName = 'name' | 'email' | 'title' | 'article' | 'image';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * The shared submissionInput schema's rules and words, checked without zod: the schema library
 * would more than double this page's JavaScript. The server checks with the schema itself and its
 * answer (shown under the same fields) wins.
 */
const RULES: { field: Exclude<FieldName, 'image'>; label: string; max: number }[] = [
  { field: 'name', label: 'Name', max: 120 },
  { field: 'email', label: 'Email', max: 254 },
  { field: 'title', label: 'Title', max: 200 },
  { field: 'article', label: 'Article', max: 50_000 },
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkSubmission(values: Record<Exclude<FieldName, 'image'>, string>) {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const { field, label, max } of RULES) {
    const value = values[field].trim();
    if (!value) errors[field] = `${label} is required.`;
    else if (value.length > max) errors[field] = `${label} must be at most ${max} characters.`;
    else if (field === 'email' && !EMAIL.test(value)) errors[field] = 'Enter a valid email address.';
  }
  return errors;
}

/**
 * A student's article for the society's publication. Checked here with the server's own schema
 * (same messages under each field); the server checks again and its answer wins. Before (or
 * without) JavaScript the form is posted, with its picture, to POST /submit, which sends the browser
 * back here with the outcome in the address (shown above the form); with JavaScript it is sent in place.
 */
export function SubmissionForm({ search = '', send = sendSubmission }: SubmissionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // The plain form's outcome, until the form is sent again in place.
  const [posted, setPosted] = useState(() => submissionOutcomeOf(search));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPosted(null);
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const found = checkSubmission({
      name: text('name'),
      email: text('email'),
      title: text('title'),
      article: text('article'),
    });
    const picker = form.elements.namedItem('image');
    const image = picker instanceof HTMLInputElement ? picker.files?.[0] : undefined;
    data.delete('image');
    if (image && image.size > 0) {
      if (IMAGE_TYPES.includes(image.type)) data.set('image', image, image.name);
      else found.image = submissionMessages.imageOnly;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field to fix takes the focus, so keyboard and screen-reader users land on it.
      const first = (['name', 'email', 'title', 'article', 'image'] as const).find((field) => found[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const message = await send(data);
      toast.success(message);
      formRef.current?.reset();
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors as Partial<Record<FieldName, string>>);
      toast.error(messageOf(error, submissionMessages.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={paths.submit.to()}
      onSubmit={submit}
      noValidate
      encType="multipart/form-data"
      className="space-y-6"
      aria-label="Article submission"
    >
      <FormOutcome outcome={posted} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="submit-name" label="Name" required error={errors.name}>
          {(control) => (
            <input {...control} name="name" type="text" autoComplete="name" className="field-input" />
          )}
        </Field>
        <Field id="submit-email" label="Email" required error={errors.email}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" className="field-input" />
          )}
        </Field>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots tend to fill every field. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="submit-website">Website</label>
        <input id="submit-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Field id="submit-title" label="Title" required error={errors.title}>
        {(control) => <input {...control} name="title" type="text" className="field-input" />}
      </Field>
      <Field id="submit-article" label="Article" required error={errors.article}>
        {(control) => (
          <textarea {...control} name="article" rows={12} className="field-input resize-y leading-relaxed" />
        )}
      </Field>
      <Field
        id="submit-image"
        label={
          <>
            Image <span className="font-normal text-muted">(optional)</span>
          </>
        }
        hint="A JPEG, PNG, GIF or WebP picture to go with your article."
        error={errors.image}
      >
        {(control) => (
          <input
            {...control}
            name="image"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="field-file"
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? 'Submitting...' : 'Submit Article'}
      </button>
    </form>
  );
}

/** An island (decision 028): hydrated in the browser with the props the server rendered it with. */
export default SubmissionForm;
