import { mayUse } from '@lss/shared/admin-areas';
import { electionAdminMessages as messages } from '@lss/shared/election-admin-messages';
import type { ElectionSummary } from '@lss/shared/elections';
import { electionsMessages } from '@lss/shared/elections-messages';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { ButtonLink } from '../ui/buttons.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { ListPages } from '../ui/list-pages.tsx';
import { Empty, LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { useErrorToast } from '../ui/use-error-toast.ts';
import { useElections } from './api/use-elections.ts';

const TONES = {
  draft: 'muted',
  nominations: 'orange',
  voting: 'green',
  closed: 'navy',
  published: 'navy',
} as const;

/** An election's step, as a badge. */
export function StepBadge({ status }: { status: ElectionSummary['status'] }) {
  return <StatusBadge tone={TONES[status]}>{electionsMessages.statusName(status)}</StatusBadge>;
}

/**
 * The elections (issue 28, decision 036): every election the account may see, with its step, its
 * windows on the society's clock and its turnout from the opening of voting; 'New election' for
 * administrators.
 */
export function ElectionsListPage() {
  const dates = useAdminDates();
  const role = useSession()?.role ?? 'contributor';
  const mayCreate = mayUse(role, 'electionSetup');
  const list = useElections();
  useErrorToast(list.error, messages.fetchFailed);

  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : messages.notSet);
  const columns: Column<ElectionSummary>[] = [
    {
      header: messages.columns.title,
      primary: true,
      cell: (election) => (
        <>
          <Link to={paths.admin.election.to(election.slug)} className="underline-offset-4 hover:underline">
            {election.title}
          </Link>
          <span className="block text-sm font-normal text-muted">{messages.session(election.session)}</span>
        </>
      ),
    },
    { header: messages.columns.step, cell: (election) => <StepBadge status={election.status} /> },
    {
      header: messages.columns.schedule,
      cell: (election) => (
        <dl className="grid gap-x-3 text-right text-sm md:grid-cols-[auto_auto] md:text-left">
          {(['nominationsOpenAt', 'votingOpenAt', 'votingCloseAt'] as const).map((key) => (
            <Fragment key={key}>
              <dt className="text-xs text-muted md:text-sm">{messages[key]}</dt>
              <dd className="mb-1 md:mb-0">{when(election[key])}</dd>
            </Fragment>
          ))}
        </dl>
      ),
    },
    {
      header: messages.columns.turnout,
      cell: (election) =>
        election.turnout
          ? messages.turnoutLine(election.turnout.ballots, election.turnout.roll)
          : messages.noTurnout,
    },
  ];

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <AdminPage
      title={messages.title}
      description={list.data ? messages.description(total) : undefined}
      actions={
        mayCreate ? <ButtonLink to={paths.admin.electionNew.to()}>{messages.newElection}</ButtonLink> : null
      }
    >
      {list.isPending ? (
        <Loading>{messages.loading}</Loading>
      ) : list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()}>{messages.fetchFailed}</LoadFailed>
      ) : items.length === 0 ? (
        <Empty>{mayCreate ? messages.none : messages.noneForOfficer}</Empty>
      ) : (
        <>
          <DataTable
            caption={messages.caption}
            columns={columns}
            rows={items}
            rowKey={(election) => election._id}
          />
          <ListPages address={list.address} total={total} label="Election pages" />
        </>
      )}
    </AdminPage>
  );
}
