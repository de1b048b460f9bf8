import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'border border-navy bg-navy text-parchment hover:bg-navy-deep hover:text-gold-light',
  secondary: 'border border-navy/40 bg-white text-navy hover:border-navy hover:bg-parchment',
  danger: 'border border-error bg-white text-error hover:bg-error hover:text-white',
  ghost: 'border border-transparent text-navy underline-offset-4 hover:underline',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

/** A form's submit button: disabled while busy, when it says what it is doing ('Saving...'). */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * The foot of every editor: Cancel back to the list, any extra actions, then the save button,
 * which reads 'Saving...' and is disabled while saving or uploading (spec §4).
 */
export function EditorActions({
  cancelTo,
  disabled,
  saving,
  saveLabel,
  children,
}: {
  cancelTo: string;
  disabled: boolean;
  saving: boolean;
  saveLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <ButtonLink to={cancelTo} variant="secondary">
        Cancel
      </ButtonLink>
      {children}
      <SubmitButton busy={saving} busyLabel="Saving..." disabled={disabled}>
        {saveLabel}
      </SubmitButton>
    </div>
  );
}
