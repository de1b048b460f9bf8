import { electionsMessages } from '@lss/shared/elections-messages';
import { useLoaderData, useLocation } from 'react-router';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import type { BallotsData } from './election-loader.ts';

const m = electionsMessages.page;

/** /elections/{slug}/ballots: every ballot of a published election by receipt, to find one's own. */
export function BallotsPage() {
  const { election, ballots, sha256 } = useLoaderData() as BallotsData;
  const { pathname } = useLocation();
  if (!election || !ballots)
    return (
      <>
        <PageMeta title={m.notFoundTitle} description={m.notFound} path={pathname} noIndex />
        <div className="container-page py-24 text-center">
          <h1 className="text-4xl font-bold">{m.notFoundTitle}</h1>
          <p className="mx-auto mt-4 max-w-lg text-lg text-muted">{electionsMessages.ballotsNotPublished}</p>
          <p className="mt-8">
            <BackLink to={paths.elections.to()}>{m.back}</BackLink>
          </p>
        </div>
      </>
    );
  const names = new Map(
    election.positions.flatMap((position) =>
      position.candidates.map((candidate) => [candidate._id, candidate.name]),
    ),
  );
  const title = m.ballotsTitle(election.title);
  return (
    <>
      <PageMeta
        title={title}
        description={m.ballotListIntro}
        path={paths.electionBallots.to(election.slug)}
      />
      <PageHeader eyebrow={m.ballotList} title={title}>
        <p>{m.ballotListIntro}</p>
      </PageHeader>
      <div className="container-page py-12 sm:py-16">
        <BackLink to={paths.election.to(election.slug)}>{election.title}</BackLink>
        <p className="mt-6">{m.findReceipt}</p>
        <p className="mt-2">
          <a href={election.ballots?.download ?? '#'} download className="font-semibold underline">
            {m.ballotDownload}
          </a>
        </p>
        <p className="mt-2 text-sm">
          {m.sha256}: <code className="font-mono break-all">{sha256}</code>
        </p>
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b-2 border-gold">
                <th scope="col" className="py-2 pr-4">
                  {m.receiptColumn}
                </th>
                {election.positions.map((position) => (
                  <th key={position._id} scope="col" className="py-2 pr-4">
                    {position.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ballots.map((ballot) => (
                <tr key={ballot.receipt} id={ballot.receipt} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-mono whitespace-nowrap">
                    {ballot.receipt}
                  </th>
                  {election.positions.map((position) => {
                    const chosen = ballot.choices[position._id] ?? [];
                    return (
                      <td key={position._id} className="py-2 pr-4">
                        {chosen.length === 0 ? (
                          <span className="text-muted italic">{m.abstained}</span>
                        ) : (
                          chosen.map((id) => names.get(id) ?? id).join(', ')
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
