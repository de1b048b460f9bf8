import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
};

/** Label above, hint and error below; the error is announced when it appears. */
export function FieldShell({ id, label, error, hint, optional, children }: FieldShellProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline gap-1.5">
        <label htmlFor={id} className="field-label mb-0">
          {label}
        </label>
        {optional ? (
          // Outside the label, so the field's name stays exactly its label (decisions.md).
          <span aria-hidden="true" className="text-sm text-muted">
            (optional)
          </span>
        ) : null}
      </div>
      {children}
      {optional ? (
        <span id={`${id}-optional`} className="sr-only">
          Optional.
        </span>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode, optional?: boolean): string | undefined {
  const ids = [
    optional ? `${id}-optional` : null,
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type CommonProps = { label: string; error?: string; hint?: ReactNode; optional?: boolean };

const inputClass = 'field-input aria-[invalid=true]:border-error';

export const TextField = forwardRef<HTMLInputElement, CommonProps & ComponentPropsWithoutRef<'input'>>(
  function TextField({ label, error, hint, optional, id: givenId, className = '', ...input }, ref) {
    const generated = useId();
    const id = givenId ?? generated;
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint, optional)}
          className={`${inputClass} ${className}`}
          {...input}
        />
      </FieldShell>
    );
  },
);

export const TextArea = forwardRef<HTMLTextAreaElement, CommonProps & ComponentPropsWithoutRef<'textarea'>>(
  function TextArea({ label, error, hint, optional, id: givenId, className = '', ...input }, ref) {
    const generated = useId();
    const id = givenId ?? generated;
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
        <textarea
          ref={ref}
          id={id}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint, optional)}
          className={`${inputClass} min-h-28 leading-relaxed ${className}`}
          {...input}
        />
      </FieldShell>
    );
  },
);

type Option = { value: string; label: string };

export const SelectField = forwardRef<
  HTMLSelectElement,
  CommonProps & ComponentPropsWithoutRef<'select'> & { options: readonly Option[] }
>(function SelectField({ label, error, hint, optional, options, id: givenId, ...select }, ref) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, optional)}
        className={`${inputClass} appearance-auto`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  { label: string; hint?: string } & ComponentPropsWithoutRef<'input'>
>(function CheckboxField({ label, hint, id: givenId, ...input }, ref) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="flex items-start gap-3 rounded-sm border border-rule bg-paper px-4 py-3">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-5 w-5 shrink-0 accent-navy"
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-navy">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
});

/** A field's hint and error beneath it, named by `${id}-hint` and `${id}-error` (aria-describedby). */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-semibold text-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
