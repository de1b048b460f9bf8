import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { episodeStatusAt } from '@lss/shared/constants';
import type { Episode } from '@lss/shared/podcast';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type Column, DataTable, RowActions } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { toastFailure, useErrorToast } from '../ui/use-error-toast.ts';
import { useDeleteEpisode } from './api/use-delete-episode.ts';
import { useEpisodes } from './api/use-episodes.ts';

export function EpisodesListPage() {
  const dates = useAdminDates();
  const episodes = useEpisodes();
  const remove = useDeleteEpisode();
  const { confirm, dialog } = useConfirm();
  useErrorToast(episodes.error, adminMessages.fetchEpisodesFailed);

  async function onDelete(episode: Episode) {
    if (!(await confirm(confirmMessages.deleteEpisode))) return;
    try {
      await remove.mutateAsync(episode._id);
      toast.success(successMessages.episodeDeleted);
    } catch (error) {
      toastFailure(error, adminMessages.deleteEpisodeFailed);
    }
  }

  const columns: Column<Episode>[] = [
    {
      header: 'TITLE',
      sortKey: 'title',
      primary: true,
      cell: (episode) => (
        <Link to={paths.admin.podcastEdit.to(episode._id)} className="hover:underline">
          {episode.title}
        </Link>
      ),
    },
    { header: 'GUEST', sortKey: 'guest', cell: (episode) => episode.guestName || 'N/A' },
    { header: 'DATE', sortKey: 'date', cell: (episode) => dates.dateTime(episode.episodeDate) },
    {
      header: 'STATUS',
      // Spec §4: recomputed from the date whenever the list is shown.
      cell: (episode) => {
        const status = episodeStatusAt(episode.episodeDate);
        return <StatusBadge tone={status === 'Upcoming' ? 'green' : 'muted'}>{status}</StatusBadge>;
      },
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (episode) => (
        <RowActions>
          <ButtonLink
            to={paths.admin.podcastEdit.to(episode._id)}
            variant="secondary"
            aria-label={`Edit ${episode.title}`}
          >
            Edit
          </ButtonLink>
          <Button
            variant="danger"
            onClick={() => void onDelete(episode)}
            aria-label={`Delete ${episode.title}`}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Podcast Episodes"
      actions={<ButtonLink to={paths.admin.podcastNew.to()}>Schedule New Episode</ButtonLink>}
    >
      <ListSearch label="Search episodes" address={episodes.address} />
      {episodes.isPending ? (
        <Loading>Loading episodes...</Loading>
      ) : episodes.isError ? (
        <LoadFailed onRetry={() => void episodes.refetch()}>{adminMessages.fetchEpisodesFailed}</LoadFailed>
      ) : episodes.data.total === 0 ? (
        <ListEmpty q={episodes.address.q} things="episodes">
          No episodes found. Click "Schedule New Episode" to get started.
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Podcast episodes"
            sorting={episodes.address}
            columns={columns}
            rows={episodes.data.items}
            rowKey={(episode) => episode._id}
          />
          <ListPages address={episodes.address} total={episodes.data.total} label="Episodes pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
