import type { ElectionDetail, PositionResult } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { useLoaderData, useLocation } from 'react-router';
import { Island } from '#web/app/islands/island.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Portrait } from '#web/components/ui/portrait.tsx';
import { paths } from '#web/config/paths.ts';
import { MemberSection } from '#web/features/members/member-page-layout.tsx';
import { isoString, useDateFormat } from '#web/lib/dates.ts';
import { useSite } from '#web/lib/site-context.ts';
import { BallotForm, BallotReceipt, BallotReview } from './components/ballot-form.tsx';
import ElectionCountdown from './components/election-countdown.island.tsx';
import { NominationForm } from './components/nomination-form.tsx';
import type { ElectionData } from './election-loader.ts';

const m = electionsMessages.page;

function ElectionNotFound({ failed }: { failed: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={m.notFoundTitle} description={m.notFound} path={pathname} noIndex />
      <div className="container-page py-24 text-center">
        <h1 className="text-4xl font-bold">{m.notFoundTitle}</h1>
        <p className="mx-auto mt-4 max-w-lg text-lg text-muted">{failed ? m.unavailable : m.notFound}</p>
        <p className="mt-8">
          <BackLink to={paths.elections.to()}>{m.back}</BackLink>
        </p>
      </div>
    </>
  );
}

function When({ at }: { at: string | null }) {
  const dates = useDateFormat();
  if (!at) return <span className="text-muted">{m.notSet}</span>;
  return (
    <time dateTime={isoString(at)}>
      {dates.longDate(at)} · {dates.time(at)}
    </time>
  );
}

function SignInTo({ what }: { what: string }) {
  return (
    <p className="text-lg">
      {what}{' '}
      <a href={paths.memberSignIn.to()} className="font-semibold underline">
        {m.signIn}
      </a>
    </p>
  );
}

/**
 * Standing for a position, while nominations are open: sign in, why not, the form; and, once a
 * member has stood, where their nomination is (until the results are out).
 */
function NominationPart({
  election,
  forMember,
  form,
}: Pick<ElectionData, 'forMember' | 'form'> & { election: ElectionDetail }) {
  const { member } = useSite();
  const nomination = forMember?.nomination;
  const open = election.status === 'nominations';
  const standForm = <NominationForm slug={election.slug} positions={election.positions} />;
  let heading: string = m.standTitle;
  let body: React.ReactNode;
  if (form?.kind === 'nomination')
    body = <NominationForm slug={election.slug} positions={election.positions} step={form} />;
  else if (nomination && election.status !== 'published') {
    const position = election.positions.find((p) => p._id === nomination.positionId)?.title ?? '';
    heading = m.yourNomination;
    const rejected = nomination.status === 'rejected';
    body = (
      <>
        <p className="text-lg">{m.nominationStatus[nomination.status](position)}</p>
        {rejected && nomination.reason ? (
          <p className="mt-3">{m.rejectedBecause(nomination.reason)}</p>
        ) : null}
        {/* Rejected while nominations are open: the member may stand again. */}
        {rejected && open && forMember?.eligible ? <div className="mt-8">{standForm}</div> : null}
      </>
    );
  } else if (!open) return null;
  else if (!member || !forMember) body = <SignInTo what={m.signInToStand} />;
  else if (!forMember.eligible)
    body = <p className="text-lg">{m.cannotStand[forMember.reason ?? 'not-on-roll']}</p>;
  else body = standForm;
  return (
    <MemberSection id="nomination" heading={heading} headingId="nomination-heading">
      {body}
    </MemberSection>
  );
}

/** What the election is to the visitor or member: sign in, why not, voted, or the ballot itself. */
function MemberPart({
  election,
  forMember,
  form: ballot,
}: Pick<ElectionData, 'forMember' | 'form'> & { election: ElectionDetail }) {
  const { member } = useSite();
  const slug = election.slug;
  let body: React.ReactNode;
  if (ballot?.kind === 'nomination') return null;
  if (ballot?.kind === 'receipt') body = <BallotReceipt receipt={ballot.receipt} />;
  else if (ballot?.kind === 'refused')
    body = (
      <p role="alert" className="text-lg">
        {ballot.message}
      </p>
    );
  else if (election.status !== 'voting') return null;
  else if (!member || !forMember) body = <SignInTo what={m.signInToVote} />;
  else if (forMember.voted) body = <p className="text-lg">{m.voted}</p>;
  else if (!forMember.eligible)
    body = <p className="text-lg">{m.cannotVote[forMember.reason ?? 'not-on-roll']}</p>;
  else if (ballot?.kind === 'review')
    body = <BallotReview slug={slug} positions={election.positions} choices={ballot.choices} />;
  else
    body = (
      <BallotForm
        slug={slug}
        positions={election.positions}
        choices={ballot?.kind === 'ballot' ? ballot.choices : {}}
        errors={ballot?.kind === 'ballot' ? ballot.errors : {}}
      />
    );
  const heading =
    ballot?.kind === 'receipt' ? m.receiptTitle : ballot?.kind === 'review' ? m.reviewTitle : m.yourBallot;
  return (
    <MemberSection id="ballot" heading={heading} headingId="ballot-heading">
      {body}
    </MemberSection>
  );
}

function Results({ results }: { results: PositionResult[] }) {
  return (
    <section aria-labelledby="results-heading" className="mt-12">
      <h2 id="results-heading" className="text-2xl font-bold">
        {m.results}
      </h2>
      <div className="mt-3 mb-6 h-0.5 w-12 bg-gold" aria-hidden="true" />
      <div className="space-y-6">
        {results.map((result) => (
          <div key={result.positionId} className="card p-6">
            <h3 className="font-serif text-xl font-bold">
              {result.title}{' '}
              <span className="text-base font-normal text-muted">({m.seats(result.seats)})</span>
            </h3>
            <ol className="mt-4 space-y-2">
              {result.candidates.map((candidate) => (
                <li
                  key={candidate.candidateId}
                  className="flex flex-wrap items-baseline justify-between gap-2"
                >
                  <span className={candidate.elected ? 'font-semibold' : ''}>
                    {candidate.name}
                    {candidate.elected ? (
                      <span className="ml-2 text-sm text-gold-deep">✓ {m.elected}</span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">{m.votes(candidate.votes)}</span>
                </li>
              ))}
            </ol>
            <p className="mt-3 text-sm text-muted">{m.abstentions(result.abstentions)}</p>
            {result.tieBreak ? (
              <p className="mt-2 text-sm">{m.tieBroken(result.tieBreak.note)}</p>
            ) : result.tie ? (
              <p className="mt-2 text-sm font-semibold">{m.tie}</p>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The page's description (search results, link previews): once published, who was elected. */
function describe(election: ElectionDetail): string {
  if (election.results)
    return m.resultsDescription(
      election.title,
      election.results
        .map((result) => {
          const elected = result.candidates.filter((candidate) => candidate.elected);
          return `${result.title}: ${elected.map((candidate) => candidate.name).join(', ') || '–'}`;
        })
        .join('; '),
    );
  return m.description(
    election.title,
    election.session,
    election.positions.map((position) => position.title).join(', '),
  );
}

/** /elections/{slug}: the election, its candidates, its countdown, turnout, results; a member's ballot. */
export function ElectionPage() {
  const { election, failed, forMember, form, now } = useLoaderData() as ElectionData;
  const dates = useDateFormat();
  if (!election) return <ElectionNotFound failed={failed} />;
  const status = electionsMessages.statusName(election.status);
  const onlyBallot = form?.kind === 'review' || form?.kind === 'receipt';
  return (
    <>
      <PageMeta
        title={election.title}
        description={describe(election)}
        path={paths.election.to(election.slug)}
        noIndex={onlyBallot}
      />
      <PageHeader eyebrow={status} title={election.title}>
        <p>{m.session(election.session)}</p>
      </PageHeader>
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <BackLink to={paths.elections.to()}>{m.back}</BackLink>
        {election.next && !onlyBallot ? (
          <div className="hatch on-dark mt-8 rounded-sm border border-gold/40 p-6 text-parchment sm:p-8">
            <Island
              component={ElectionCountdown}
              props={{ status: election.next.status, at: election.next.at, initialNow: now }}
            />
          </div>
        ) : null}
        <div className="mt-8 space-y-8">
          <MemberPart election={election} forMember={forMember} form={form} />
          <NominationPart election={election} forMember={forMember} form={form} />
        </div>
        {onlyBallot ? null : (
          <>
            {election.turnout ? (
              <section aria-labelledby="turnout-heading" className="mt-12">
                <h2 id="turnout-heading" className="text-2xl font-bold">
                  {m.turnout}
                </h2>
                <p className="mt-3 text-lg">
                  {m.turnoutLine(election.turnout.ballots, election.turnout.roll)}
                </p>
              </section>
            ) : null}
            {election.results ? <Results results={election.results} /> : null}
            {election.ballots ? (
              <section aria-labelledby="ballot-list-heading" className="mt-12">
                <h2 id="ballot-list-heading" className="text-2xl font-bold">
                  {m.ballotList}
                </h2>
                <p className="mt-3">{m.ballotListIntro}</p>
                <p className="mt-4 flex flex-col gap-3 sm:flex-row">
                  <a href={paths.electionBallots.to(election.slug)} className="btn-primary w-full sm:w-auto">
                    {m.ballotListLink}
                  </a>
                  <a href={election.ballots.download} download className="btn-outline w-full sm:w-auto">
                    {m.ballotDownload}
                  </a>
                </p>
              </section>
            ) : null}
            <section aria-labelledby="positions-heading" className="mt-12">
              <h2 id="positions-heading" className="text-2xl font-bold">
                {m.positions}
              </h2>
              <div className="mt-3 mb-6 h-0.5 w-12 bg-gold" aria-hidden="true" />
              <div className="space-y-10">
                {election.positions.map((position) => (
                  <div key={position._id}>
                    <h3 className="font-serif text-xl font-bold">
                      {position.title}{' '}
                      <span className="text-base font-normal text-muted">({m.seats(position.seats)})</span>
                    </h3>
                    {position.candidates.length === 0 ? (
                      <p className="mt-2 text-muted">{m.noCandidates}</p>
                    ) : (
                      <ul className="mt-4 space-y-6">
                        {position.candidates.map((candidate) => (
                          <li key={candidate._id} className="card flex flex-col gap-5 p-6 sm:flex-row">
                            <Portrait
                              name={candidate.name}
                              imageUrl={candidate.photoUrl}
                              alt={m.photoOf(candidate.name)}
                              className="h-32 w-32 shrink-0 rounded-sm object-cover"
                            />
                            <div className="min-w-0">
                              <h4 className="text-lg font-bold">{candidate.name}</h4>
                              <div
                                className="prose-lss prose-plain mt-2"
                                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the nomination was stored
                                dangerouslySetInnerHTML={{ __html: candidate.manifesto }}
                              />
                            </div>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
              </div>
            </section>
            <section aria-labelledby="schedule-heading" className="mt-12">
              <h2 id="schedule-heading" className="text-2xl font-bold">
                {m.schedule}
              </h2>
              <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
                <dt className="font-semibold">{m.nominationsOpen}</dt>
                <dd>
                  <When at={election.nominationsOpenAt} />
                </dd>
                <dt className="font-semibold">{m.votingOpens}</dt>
                <dd>
                  <When at={election.votingOpenAt} />
                </dd>
                <dt className="font-semibold">{m.votingCloses}</dt>
                <dd>
                  <When at={election.votingCloseAt} />
                </dd>
              </dl>
              {election.closeExtensions.map((extension) => (
                <p key={extension.at} className="mt-2 text-sm text-muted">
                  {m.extended(
                    `${dates.longDate(extension.from)} ${dates.time(extension.from)}`,
                    `${dates.longDate(extension.to)} ${dates.time(extension.to)}`,
                  )}
                </p>
              ))}
              {election.officers.length > 0 ? (
                <p className="mt-4">
                  <span className="font-semibold">{m.officers}:</span>{' '}
                  {election.officers.map((officer) => officer.fullName).join(', ')}
                </p>
              ) : null}
            </section>
          </>
        )}
      </div>
    </>
  );
}
