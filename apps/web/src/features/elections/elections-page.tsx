import type { ElectionSummary } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { useLoaderData } from 'react-router';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import type { ElectionsData } from './elections-loader.ts';

const m = electionsMessages.page;

function ElectionList({
  elections,
  headingId,
  heading,
}: {
  elections: ElectionSummary[];
  headingId: string;
  heading: string;
}) {
  if (elections.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      <div className="mt-3 mb-6 h-0.5 w-12 bg-gold" aria-hidden="true" />
      <ul className="grid gap-4 sm:grid-cols-2">
        {elections.map((election) => (
          <li key={election.slug} className="card p-6">
            <p className="eyebrow">{electionsMessages.statusName(election.status)}</p>
            <h3 className="mt-2 font-serif text-xl font-bold">
              <a href={paths.election.to(election.slug)} className="underline-offset-4 hover:underline">
                {election.title}
              </a>
            </h3>
            <p className="mt-1 text-muted">{m.session(election.session)}</p>
            {election.turnout ? (
              <p className="mt-2 text-sm">{m.turnoutLine(election.turnout.ballots, election.turnout.roll)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /elections: the current elections, then the past (published) ones. */
export function ElectionsPage() {
  const { elections, failed } = useLoaderData() as ElectionsData;
  const current = elections.filter((election) => election.status !== 'published');
  const past = elections.filter((election) => election.status === 'published');
  return (
    <>
      <PageMeta title={m.listTitle} description={m.listDescription} path={paths.elections.to()} />
      <PageHeader eyebrow={m.listTitle} title={m.listTitle}>
        <p>{m.listIntro}</p>
      </PageHeader>
      <div className="container-page py-16 sm:py-20">
        {failed ? (
          <p role="alert" className="text-lg">
            {m.unavailable}
          </p>
        ) : elections.length === 0 ? (
          <p className="text-lg">{m.none}</p>
        ) : (
          <>
            <ElectionList elections={current} headingId="current-elections" heading={m.current} />
            <ElectionList elections={past} headingId="past-elections" heading={m.past} />
          </>
        )}
      </div>
    </>
  );
}
