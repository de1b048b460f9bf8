import type { ReactNode } from 'react';

/** A quiet in-page message for empty lists and failed loads. */
export function Notice({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div role={role} className="card px-6 py-10 text-center text-lg text-muted">
      <span aria-hidden="true" className="mb-3 block font-serif text-2xl text-gold-deep">
        §
      </span>
      {children}
    </div>
  );
}
