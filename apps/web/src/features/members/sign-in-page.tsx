import { membersMessages as m } from '@lss/shared/members-messages';
import { useLocation } from 'react-router';
import { FormOutcome, type Outcome } from '#web/components/ui/form-outcome.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { EmailField } from './member-fields.tsx';
import { MemberPageLayout, TextLink } from './member-page-layout.tsx';

/** What POST /members/sign-in named in the address (`?sent=1`, `?failed=email|expired|used`). */
export function signInOutcomeOf(params: URLSearchParams): Outcome | null {
  if (params.get('sent') === '1') return { ok: true, message: m.signInSent };
  const failed = params.get('failed');
  if (failed === 'expired') return { ok: false, message: m.linkExpired };
  if (failed === 'used') return { ok: false, message: m.linkInvalid };
  if (failed) return { ok: false, message: m.signInEmailInvalid };
  return null;
}

/**
 * /members/sign-in (issue 27, decision 029), with no script: without a token, the e-mail form
 * (POST /members/sign-in → ?sent=1, the same answer for every address); with the e-mailed link's
 * ?token=, only a question and a button, a plain form posting the token back to this address, so
 * opening the link (a mail scanner) signs nobody in. A refused link comes back with ?failed= and
 * the e-mail form again.
 */
export function SignInPage() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const outcome = signInOutcomeOf(params);
  const token = params.get('token');
  const meta = (
    <PageMeta
      title={m.signInTitle}
      description={m.signInDescription}
      path={paths.memberSignIn.to()}
      noIndex
    />
  );
  if (token && !outcome) {
    return (
      <>
        {meta}
        <MemberPageLayout
          eyebrow={m.signInEyebrow}
          title={m.signInTitle}
          heading={m.linkHeading}
          headingId="link-heading"
        >
          <form method="post" action={`${pathname}${search}`}>
            <p className="text-lg">{m.linkQuestion}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary mt-6 w-full sm:w-auto">
              {m.linkButton}
            </button>
          </form>
        </MemberPageLayout>
      </>
    );
  }
  return (
    <>
      {meta}
      <MemberPageLayout
        eyebrow={m.signInEyebrow}
        title={m.signInTitle}
        intro={m.signInPageIntro}
        heading={
          outcome && !outcome.ok && params.has('failed') && params.get('failed') !== 'email'
            ? m.askAgain
            : m.signInFormHeading
        }
        headingId="sign-in-heading"
        aside={
          <p>
            {m.signInNotMember} <TextLink href={paths.join.to()}>{m.footerJoin}</TextLink>
          </p>
        }
      >
        <FormOutcome outcome={outcome} className="mb-8" />
        <form
          method="post"
          action={paths.memberSignIn.to()}
          className="space-y-6"
          aria-label={m.signInFormHeading}
        >
          <EmailField id="sign-in-email" />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {m.signInSendButton}
          </button>
        </form>
      </MemberPageLayout>
    </>
  );
}
