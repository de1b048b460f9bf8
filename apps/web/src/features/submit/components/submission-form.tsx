import { submissionMessages } from '@lss/shared/submission-messages';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SubmissionError, sendSubmission } from '../api/send-submission.ts';

type SubmissionFormProps = { send?: (form: FormData) => Promise<string> };

type Field = 'name' | 'email' | 'title' | 'article' | 'image';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * The shared submissionInput schema's rules and words, checked without zod: the schema library
 * would more than double this page's JavaScript. The server checks with the schema itself and its
 * answer (shown under the same fields) wins.
 */
const RULES: { field: Exclude<Field, 'image'>; label: string; max: number }[] = [
  { field: 'name', label: 'Name', max: 120 },
  { field: 'email', label: 'Email', max: 254 },
  { field: 'title', label: 'Title', max: 200 },
  { field: 'article', label: 'Article', max: 50_000 },
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkSubmission(values: Record<Exclude<Field, 'image'>, string>) {
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, label, max } of RULES) {
    const value = values[field].trim();
    if (!value) errors[field] = `${label} is required.`;
    else if (value.length > max) errors[field] = `${label} must be at most ${max} characters.`;
    else if (field === 'email' && !EMAIL.test(value)) errors[field] = 'Enter a valid email address.';
  }
  return errors;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-[#9b2c2c]">
      {message}
    </p>
  );
}

/**
 * A student's article for the society's publication. Checked here with the server's own schema
 * (same messages under each field); the server checks again and its answer wins.
 */
export function SubmissionForm({ send = sendSubmission }: SubmissionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      if (error instanceof SubmissionError) {
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        toast.error(error.message);
      } else {
        toast.error(submissionMessages.failed);
      }
    } finally {
      setSending(false);
    }
  }

  const described = (field: Field) => (errors[field] ? `submit-${field}-error` : undefined);
  const invalid = (field: Field) => (errors[field] ? true : undefined);

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      encType="multipart/form-data"
      className="space-y-6"
      aria-label="Article submission"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="submit-name" className="field-label">
            Name
          </label>
          <input
            id="submit-name"
            name="name"
            type="text"
            autoComplete="name"
            aria-required="true"
            aria-invalid={invalid('name')}
            aria-describedby={described('name')}
            className="field-input"
          />
          <FieldError id="submit-name-error" message={errors.name} />
        </div>
        <div>
          <label htmlFor="submit-email" className="field-label">
            Email
          </label>
          <input
            id="submit-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={invalid('email')}
            aria-describedby={described('email')}
            className="field-input"
          />
          <FieldError id="submit-email-error" message={errors.email} />
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots tend to fill every field. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="submit-website">Website</label>
        <input id="submit-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <label htmlFor="submit-title" className="field-label">
          Title
        </label>
        <input
          id="submit-title"
          name="title"
          type="text"
          aria-required="true"
          aria-invalid={invalid('title')}
          aria-describedby={described('title')}
          className="field-input"
        />
        <FieldError id="submit-title-error" message={errors.title} />
      </div>
      <div>
        <label htmlFor="submit-article" className="field-label">
          Article
        </label>
        <textarea
          id="submit-article"
          name="article"
          rows={12}
          aria-required="true"
          aria-invalid={invalid('article')}
          aria-describedby={described('article')}
          className="field-input resize-y leading-relaxed"
        />
        <FieldError id="submit-article-error" message={errors.article} />
      </div>
      <div>
        <label htmlFor="submit-image" className="field-label">
          Image <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id="submit-image"
          name="image"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-invalid={invalid('image')}
          aria-describedby={described('image') ?? 'submit-image-hint'}
          className="block w-full rounded-sm border border-dashed border-[#8f8467] bg-white px-4 py-3 text-base text-muted file:mr-4 file:rounded-sm file:border-0 file:bg-navy file:px-4 file:py-2 file:font-semibold file:text-parchment hover:file:bg-navy-deep"
        />
        <p id="submit-image-hint" className="mt-1.5 text-sm text-muted">
          A JPEG, PNG, GIF or WebP picture to go with your article.
        </p>
        <FieldError id="submit-image-error" message={errors.image} />
      </div>
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
