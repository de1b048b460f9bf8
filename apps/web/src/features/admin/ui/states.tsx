import type { ReactNode } from 'react';

/** A calm placeholder while data loads; announced politely. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-sm border border-rule bg-card px-5 py-8 text-muted"
    >
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-gold border-t-transparent"
      />
      <span>{children}</span>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-sm border border-dashed border-rule bg-card px-6 py-12 text-center text-muted">
      <span aria-hidden="true" className="mb-2 block font-serif text-2xl text-gold-deep">
        §
      </span>
      {children}
    </div>
  );
}

export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-sm border border-error/40 bg-error/6 px-6 py-8 text-center">
      <p className="font-semibold text-error">{children}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="link-quiet mt-3">
          Try again
        </button>
      ) : null}
    </div>
  );
}
