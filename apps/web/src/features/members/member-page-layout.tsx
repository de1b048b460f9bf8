import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/ui/page-header.tsx';

/** A member page's frame: the navy band with its h1, then one card of the site's form width. */
export function MemberPageLayout({
  eyebrow,
  title,
  intro,
  heading,
  headingId,
  children,
  aside,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** The card's h2. */
  heading: string;
  headingId: string;
  children: ReactNode;
  /** Below the card: the way to the other member page. */
  aside?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro ? <p>{intro}</p> : null}
      </PageHeader>
      <div className="container-page max-w-2xl py-16 sm:py-20">
        <MemberSection heading={heading} headingId={headingId}>
          {children}
        </MemberSection>
        {aside ? <div className="mt-8 text-center text-lg">{aside}</div> : null}
      </div>
    </>
  );
}

/** One card of a member page: its h2 under a gold rule, then what it holds. */
export function MemberSection({
  id,
  heading,
  headingId,
  children,
}: {
  /** The section's anchor (a plain form's answer comes back to `#id`). */
  id?: string;
  heading: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className="card scroll-mt-28 p-7 sm:p-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      <div className="mt-3 mb-8 h-0.5 w-12 bg-gold" aria-hidden="true" />
      {children}
    </section>
  );
}

/** A link in the text of a member page, in the site's link style. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="link-quiet">
      {children}
    </a>
  );
}
