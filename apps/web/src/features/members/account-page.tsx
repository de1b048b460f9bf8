import type { MemberAccount, MemberRegistration } from '@lss/shared/members';
import { membersMessages as m } from '@lss/shared/members-messages';
import type { ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { FormOutcome, type Outcome } from '#web/components/ui/form-outcome.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import type { AccountData } from './account-loader.ts';
import { MemberDetailsFields } from './member-fields.tsx';
import { MemberPageLayout, MemberSection, TextLink } from './member-page-layout.tsx';

/** My account's sections: each plain form's answer comes back to its section's anchor. */
type Section = 'details' | 'newsletter' | 'registrations' | 'delete' | 'page';

/** The plain forms' addresses (members-forms.routes.ts), outside /api. */
const actions = {
  details: '/members/account/details',
  newsletter: '/members/account/newsletter',
  cancel: (id: string) => `/members/account/registrations/${encodeURIComponent(id)}/cancel`,
  delete: '/members/account/delete',
  signOut: '/members/sign-out',
  export: '/api/members/me/export',
};

const SAVED: Record<string, [Section, string]> = {
  details: ['details', m.saved],
  'newsletter-on': ['newsletter', m.newsletterSavedOn],
  'newsletter-off': ['newsletter', m.newsletterSavedOff],
  cancelled: ['registrations', m.registrationCancelled],
  'cancelled-waiting': ['registrations', m.registrationCancelledWaiting],
};
const FAILED_IN: Record<string, Section> = {
  registration: 'registrations',
  started: 'registrations',
  confirm: 'delete',
};

/**
 * What the address says a plain form did (`?saved=`, `?failed=`, `?signedOut=`, `?deleted=1`), and
 * the section it belongs to; 'page' for what a visitor's page says (signed out, deleted, expired).
 */
export function accountOutcomeOf(search: string): { section: Section; outcome: Outcome } | null {
  const params = new URLSearchParams(search);
  const saved = SAVED[params.get('saved') ?? ''];
  if (saved) return { section: saved[0], outcome: { ok: true, message: saved[1] } };
  if (params.get('deleted') === '1')
    return { section: 'page', outcome: { ok: true, message: m.membershipDeleted } };
  const signedOut = params.get('signedOut');
  if (signedOut)
    return {
      section: 'page',
      outcome: { ok: true, message: signedOut === 'everywhere' ? m.signedOutEverywhere : m.signedOut },
    };
  const failed = params.get('failed');
  if (!failed) return null;
  if (failed === 'session') return { section: 'page', outcome: { ok: false, message: m.sessionExpired } };
  return {
    section: FAILED_IN[failed] ?? 'details',
    outcome: { ok: false, message: m.accountFailed[failed] ?? m.accountFailed.invalid! },
  };
}

/**
 * /members/account (issue 27): rendered on the server for the member whose cookie came with the
 * request (never cached), with plain forms for every change, so it works without JavaScript and
 * loads none. A visitor's page (the same for all) offers to sign in, and says what a sign-out or
 * a deletion did.
 */
export function AccountPage() {
  const { account, failed } = useLoaderData() as AccountData;
  const { search } = useLocation();
  const said = accountOutcomeOf(search);
  const meta = (
    <PageMeta
      title={m.accountTitle}
      description={m.accountDescription}
      path={paths.memberAccount.to()}
      noIndex
    />
  );
  if (!account) {
    const deleted = said?.outcome.message === m.membershipDeleted;
    return (
      <>
        {meta}
        <MemberPageLayout
          eyebrow={m.accountEyebrow}
          title={m.accountTitle}
          heading={m.detailsHeading}
          headingId="account-heading"
        >
          <FormOutcome
            outcome={failed ? { ok: false, message: m.accountLoadFailed } : (said?.outcome ?? null)}
            className="mb-6"
          />
          {deleted ? (
            <a href={paths.join.to()} className="btn-outline w-full sm:w-auto">
              {m.joinAgain}
            </a>
          ) : (
            <>
              <p className="text-lg">{m.signInAsMemberIntro}</p>
              <a href={paths.memberSignIn.to()} className="btn-primary mt-6 w-full sm:w-auto">
                {m.signInAsMember}
              </a>
            </>
          )}
        </MemberPageLayout>
      </>
    );
  }
  const outcomeIn = (section: Section) =>
    said?.section === section ? <FormOutcome outcome={said.outcome} className="mb-6" /> : null;
  return (
    <>
      {meta}
      <PageHeader eyebrow={m.accountEyebrow} title={m.accountTitle} />
      <div className="container-page max-w-3xl space-y-10 py-16 sm:py-20">
        <Details account={account} outcome={outcomeIn('details')} />
        <MemberSection id="newsletter" heading={m.newsletterHeading} headingId="newsletter-heading">
          {outcomeIn('newsletter')}
          <Newsletter on={account.member.newsletter} email={account.member.email} />
        </MemberSection>
        <MemberSection id="registrations" heading={m.registrationsHeading} headingId="registrations-heading">
          {outcomeIn('registrations')}
          <Registrations registrations={account.registrations} />
        </MemberSection>
        <MemberSection id="receipts" heading={m.receiptsHeading} headingId="receipts-heading">
          <VotedIn elections={account.electionsVotedIn} />
        </MemberSection>
        <MemberSection id="data" heading={m.dataHeading} headingId="data-heading">
          <p className="text-lg">{m.dataIntro}</p>
          <a href={actions.export} download className="btn-outline mt-6 w-full sm:w-auto">
            {m.downloadButton}
          </a>
          <p className="mt-3 text-sm text-muted">{m.downloadHint}</p>
          <DeleteMembership outcome={outcomeIn('delete')} />
        </MemberSection>
        <MemberSection id="sign-out" heading={m.signOutHeading} headingId="sign-out-heading">
          <div className="flex flex-col gap-3 sm:flex-row">
            <form method="post" action={actions.signOut}>
              <button type="submit" className="btn-primary w-full sm:w-auto">
                {m.signOutButton}
              </button>
            </form>
            <form method="post" action={actions.signOut}>
              <input type="hidden" name="everywhere" value="true" />
              <button type="submit" className="btn-outline w-full sm:w-auto">
                {m.signOutEverywhereButton}
              </button>
            </form>
          </div>
          <p className="mt-3 text-sm text-muted">{m.signOutEverywhereHint}</p>
        </MemberSection>
      </div>
    </>
  );
}

function Details({ account, outcome }: { account: MemberAccount; outcome: ReactNode }) {
  const { member } = account;
  const rows: [string, string][] = [
    [m.fullNameLabel, member.fullName],
    [m.emailLabel, member.email],
    [m.levelLabel, member.level],
    [m.matricNumberLabel, member.matricNumber ?? m.noMatricNumber],
    [m.statusLabel, m.statusNames[member.status] ?? member.status],
  ];
  return (
    <MemberSection id="details" heading={m.detailsHeading} headingId="details-heading">
      <dl className="divide-y divide-rule border-y border-rule" aria-label={m.detailsHeading}>
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="eyebrow self-center">{label}</dt>
            <dd className="text-lg [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-10 mb-6 text-xl font-bold">{m.editHeading}</h3>
      {outcome}
      <form method="post" action={actions.details} className="space-y-6" aria-label={m.editHeading}>
        <MemberDetailsFields idPrefix="account" values={member} />
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {m.saveButton}
        </button>
      </form>
    </MemberSection>
  );
}

function Newsletter({ on, email }: { on: boolean; email: string }) {
  return (
    <form method="post" action={actions.newsletter} aria-label={m.newsletterHeading}>
      <p className="text-lg [overflow-wrap:anywhere]">{on ? m.newsletterOn(email) : m.newsletterOff}</p>
      <p className="mt-2 text-sm text-muted">{m.newsletterHint}</p>
      <input type="hidden" name="newsletter" value={on ? 'false' : 'true'} />
      <button type="submit" className={`${on ? 'btn-outline' : 'btn-primary'} mt-6 w-full sm:w-auto`}>
        {on ? m.newsletterTurnOff : m.newsletterTurnOn}
      </button>
    </form>
  );
}

function Registrations({ registrations }: { registrations: MemberRegistration[] }) {
  const dates = useDateFormat();
  if (registrations.length === 0)
    return (
      <p className="text-lg">
        {m.registrationsEmpty} <TextLink href={paths.events.to()}>{m.seeEvents}</TextLink>
      </p>
    );
  return (
    <ul className="divide-y divide-rule border-y border-rule">
      {registrations.map((registration) => (
        <li
          key={registration._id}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="eyebrow">{m.registrationStatusNames[registration.status]}</p>
            <a href={registration.url} className="link-quiet mt-1 inline-block text-lg">
              {registration.event.title}
            </a>
            <p className="text-muted">
              <time dateTime={isoString(registration.event.eventDate)}>
                {dates.weekday(registration.event.eventDate)}, {dates.longDate(registration.event.eventDate)},{' '}
                {dates.time(registration.event.eventDate)}
              </time>{' '}
              · {registration.event.venue}
            </p>
          </div>
          {registration.cancellable ? (
            <form method="post" action={actions.cancel(registration._id)}>
              <button
                type="submit"
                className="btn-outline w-full sm:w-auto"
                aria-label={m.cancelRegistrationLabel(registration.event.title)}
              >
                {m.cancelRegistrationButton}
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function VotedIn({ elections }: { elections: MemberAccount['electionsVotedIn'] }) {
  return (
    <>
      <p className="text-muted">{m.receiptsIntro}</p>
      {elections.length === 0 ? (
        <p className="mt-4 text-lg">{m.receiptsEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-rule border-y border-rule">
          {elections.map((election) => (
            <li key={election.slug} className="py-3">
              <a href={paths.election.to(election.slug)} className="font-semibold underline">
                {election.title}
              </a>
              <p className="text-sm text-muted">{election.session}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Deleting asks twice: the box must be ticked (the browser and the server both check). */
function DeleteMembership({ outcome }: { outcome: ReactNode }) {
  return (
    <div id="delete" className="mt-10 scroll-mt-28 border-t border-rule pt-8">
      <h3 className="mb-4 text-xl font-bold">{m.deleteHeading}</h3>
      {outcome}
      <form method="post" action={actions.delete} aria-label={m.deleteHeading}>
        <p>{m.deleteExplained}</p>
        <div className="mt-5 flex items-start gap-3">
          <input
            id="delete-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="mt-1 size-5 shrink-0 accent-navy"
          />
          <label htmlFor="delete-confirm" className="font-semibold text-navy">
            {m.deleteConfirmLabel}
          </label>
        </div>
        <button
          type="submit"
          className="btn mt-6 w-full border border-error text-error hover:bg-error hover:text-white sm:w-auto"
        >
          {m.deleteButton}
        </button>
      </form>
    </div>
  );
}
