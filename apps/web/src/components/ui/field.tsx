import type { ReactElement, ReactNode } from 'react';

/** What the control inside a Field spreads onto itself, so its label, hint and error reach it. */
export type FieldControlProps = {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  /**
   * A fixed id, not useId(): the server renders the app inside the whole document while the browser
   * hydrates #root alone, so generated ids would differ between the two.
   */
  id: string;
  label: ReactNode;
  /** Announced as required; the forms check and explain it themselves (no browser bubble). */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactElement;
};

/** A public form's field: a visible label tied to its control, an optional hint, and its error. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  // The error first: a screen reader reads what to fix before the standing advice.
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        'aria-required': required ? true : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hintId ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
