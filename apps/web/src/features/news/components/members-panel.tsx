import { membersContentMessages as m } from '@lss/shared/members-content-messages';
import { LockIcon, type MembersOnlyAccess } from '#web/components/ui/members-only.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * What a members-only article shows in place of its body to whoever may not read it (issue 27):
 * its excerpt, then the way in: sign in or join for a visitor; for a signed-in member the society
 * has not verified (yet, or again), why the article stays closed.
 */
export function MembersPanel({
  access,
  excerpt,
}: {
  access: Exclude<MembersOnlyAccess, 'verified'>;
  excerpt: string | null;
}) {
  return (
    <>
      {excerpt ? <p className="font-serif text-xl leading-relaxed text-ink">{excerpt}</p> : null}
      <section
        aria-labelledby="members-panel-heading"
        className={`card border-t-4 border-t-gold px-6 py-8 text-center sm:px-10 ${excerpt ? 'mt-10' : ''}`}
      >
        <LockIcon className="mx-auto h-9 w-9 text-gold-deep" decorative />
        <h2 id="members-panel-heading" className="mt-4 font-serif text-2xl font-bold sm:text-3xl">
          {m.articleLockedHeading}
        </h2>
        {access === 'visitor' ? (
          <>
            <p className="mt-3 text-lg text-muted">{m.articleSignIn}</p>
            <p className="mt-6">
              <a href={paths.memberSignIn.to()} className="btn-primary w-full sm:w-auto">
                {m.signInLink}
              </a>
            </p>
            <p className="mt-5 text-muted">
              {m.joinPrompt}{' '}
              <a href={paths.join.to()} className="link-quiet font-semibold">
                {m.joinLink}
              </a>
            </p>
          </>
        ) : (
          <>
            <p className="mx-auto mt-3 max-w-xl text-lg text-muted">
              {access === 'lapsed' ? m.articleLapsed : m.articleAwaitingVerification}
            </p>
            <p className="mt-6">
              <a href={paths.memberAccount.to()} className="btn-outline w-full sm:w-auto">
                {m.accountLink}
              </a>
            </p>
          </>
        )}
      </section>
    </>
  );
}
