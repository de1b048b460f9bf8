import { membersMessages as m } from '@lss/shared/members-messages';
import { Island } from '#web/app/islands/island.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import MemberAccount from './member-account.island.tsx';
import { MemberPageLayout } from './member-page-layout.tsx';

/**
 * /members/account: the same bytes for everyone (cacheable); the member's data is read by the
 * island once hydrated. Without script the page says that it needs JavaScript (decision 029).
 */
export function AccountPage() {
  return (
    <>
      <PageMeta
        title={m.accountTitle}
        description={m.accountDescription}
        path={paths.memberAccount.to()}
        noIndex
      />
      <MemberPageLayout
        eyebrow={m.accountEyebrow}
        title={m.accountTitle}
        heading={m.detailsHeading}
        headingId="account-heading"
      >
        <noscript>
          <p role="alert" className="mb-6 border-l-4 border-error pl-4 text-lg font-semibold text-error">
            {m.accountNeedsScript}
          </p>
        </noscript>
        <Island component={MemberAccount} props={{}} />
      </MemberPageLayout>
    </>
  );
}
