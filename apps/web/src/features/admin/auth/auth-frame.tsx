import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Crest } from '#web/components/ui/crest.tsx';
import { paths } from '#web/config/paths.ts';

/** Login and registration stand alone (outside the admin layout): a card on the navy hatch. */
export function AuthFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="hatch on-dark flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <title>{`${title} | Admin`}</title>
      <Link to={paths.home.to()} className="mb-6 flex flex-col items-center gap-2 text-center text-parchment">
        <Crest className="h-14 w-12 text-gold" />
        <span className="eyebrow">Law Students&apos; Society</span>
      </Link>
      <main className="w-full max-w-md rounded-sm border-t-4 border-gold bg-card p-6 shadow-2xl sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1.5 mb-6 text-muted">{lead}</p>
        {children}
      </main>
      <Link
        to={paths.home.to()}
        className="mt-6 text-sm font-semibold text-parchment/85 underline-offset-4 hover:underline"
      >
        ← Back to the website
      </Link>
    </div>
  );
}

/** The way back from the forgotten-password screens. */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={paths.admin.login.to()} className="link-quiet">
        Back to login
      </Link>
    </p>
  );
}
