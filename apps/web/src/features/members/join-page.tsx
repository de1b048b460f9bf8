import { membersMessages as m } from '@lss/shared/members-messages';
import { useLocation } from 'react-router';
import { FormOutcome, type Outcome } from '#web/components/ui/form-outcome.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { useSite } from '#web/lib/site-context.ts';
import { EmailField, MemberDetailsFields } from './member-fields.tsx';
import { MemberPageLayout, TextLink } from './member-page-layout.tsx';

/** What POST /members/join named in the address (`?sent=1`, `?failed=<field>`). */
export function joinOutcomeOf(search: string): Outcome | null {
  const params = new URLSearchParams(search);
  if (params.get('sent') === '1') return { ok: true, message: m.joinSent };
  const failed = params.get('failed');
  if (failed) return { ok: false, message: m.joinFailed[failed] ?? m.joinFailed.invalid! };
  return null;
}

/**
 * /join (issue 27): a plain form, so the page loads no script. POST /members/join answers 303
 * back here with the outcome in the address; the same answer for a new address and a member's.
 */
export function JoinPage() {
  const { settings } = useSite();
  const { search } = useLocation();
  const outcome = joinOutcomeOf(search);
  return (
    <>
      <PageMeta
        title={m.joinTitle}
        description={m.joinDescription(settings.societyName)}
        path={paths.join.to()}
      />
      <MemberPageLayout
        eyebrow={m.joinEyebrow}
        title={m.joinTitle}
        intro={m.joinIntro}
        heading={m.joinFormHeading}
        headingId="join-heading"
        aside={
          <p>
            {m.joinAlreadyMember} <TextLink href={paths.memberSignIn.to()}>{m.headerSignIn}</TextLink>
          </p>
        }
      >
        <FormOutcome outcome={outcome} className="mb-8" />
        {outcome?.ok ? <p className="mb-8 text-muted">{m.joinNoMail}</p> : null}
        <form method="post" action="/members/join" className="space-y-6" aria-label={m.joinTitle}>
          <MemberDetailsFields idPrefix="join" email={<EmailField id="join-email" hint={m.emailHint} />} />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {m.joinButton}
          </button>
        </form>
      </MemberPageLayout>
    </>
  );
}
