import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import { episodeStatusAt } from '@lss/shared/constants';
import type { Episode } from '@lss/shared/podcast';
import { paths } from '#web/config/paths.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import type { Column } from '../ui/data-table.tsx';
import { editDeleteColumn, RecordListPage, titleColumn, useDeleteFromList } from '../ui/record-list-page.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { useDeleteEpisode } from './api/use-delete-episode.ts';
import { useEpisodes } from './api/use-episodes.ts';

export function EpisodesListPage() {
  const dates = useAdminDates();
  const episodes = useEpisodes();
  const { onDelete, dialog } = useDeleteFromList<Episode>(useDeleteEpisode(), {
    confirm: confirmMessages.deleteEpisode,
    deleted: successMessages.episodeDeleted,
    failed: adminMessages.deleteEpisodeFailed,
  });

  const editTo = (episode: Episode) => paths.admin.podcastEdit.to(episode._id);
  const columns: Column<Episode>[] = [
    titleColumn(editTo),
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
    editDeleteColumn(editTo, (episode) => episode.title, onDelete),
  ];

  return (
    <RecordListPage
      title="Manage Podcast Episodes"
      add={{ to: paths.admin.podcastNew.to(), label: 'Schedule New Episode' }}
      things="episodes"
      caption="Podcast episodes"
      list={episodes}
      fetchFailed={adminMessages.fetchEpisodesFailed}
      columns={columns}
      dialog={dialog}
    />
  );
}
