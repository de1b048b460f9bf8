import type { Outcome } from './token-action-page.tsx';

export type { Outcome };

/**
 * A plain form's outcome, as the server named it in the page's address after the form was posted
 * without JavaScript (`?sent=1`, `?failed=…`): a success announced as a status, a refusal as an
 * alert. The form stays below it, usable again.
 */
export function FormOutcome({ outcome, className = '' }: { outcome: Outcome | null; className?: string }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      className={`border-l-4 pl-4 text-lg ${outcome.ok ? 'border-gold' : 'border-error font-semibold text-error'} ${className}`}
    >
      {outcome.message}
    </p>
  );
}
