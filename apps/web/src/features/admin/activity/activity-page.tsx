import type { ActivityEntry } from '@lss/shared/activity';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { useErrorToast } from '../ui/use-error-toast.ts';
import { useActivityLog } from './api/use-activity-log.ts';

export const ACTIVITY_FAILED = 'Failed to fetch the activity log.';

const ACTION_LABELS: Record<ActivityEntry['action'], string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  refused: 'Refused',
};
const ENTITY_LABELS: Record<ActivityEntry['entityType'], string> = {
  event: 'Event',
  post: 'Post',
  executive: 'Executive',
  material: 'Material',
  episode: 'Episode',
  message: 'Message',
  settings: 'Site settings',
  administrator: 'Administrator',
  upload: 'Upload',
  subscriber: 'Subscriber',
  member: 'Member',
  election: 'Election',
  import: 'Import',
};
const ACTION_TONES: Record<ActivityEntry['action'], string> = {
  created: 'bg-emerald-100 text-emerald-900',
  updated: 'bg-sky-100 text-sky-900',
  deleted: 'bg-rose-100 text-rose-900',
  refused: 'bg-amber-100 text-amber-900',
};

/** The audit log: who created, changed or deleted what, and when (newest first). */
export function ActivityPage() {
  const dates = useAdminDates();
  const log = useActivityLog();
  useErrorToast(log.error, ACTIVITY_FAILED);

  return (
    <AdminPage title="Activity" description="Who created, changed or deleted what, newest first.">
      <ListSearch label="Search activity" address={log.address} />
      {log.isPending ? (
        <Loading>Loading activity...</Loading>
      ) : log.isError ? (
        <LoadFailed onRetry={() => void log.refetch()}>{ACTIVITY_FAILED}</LoadFailed>
      ) : log.data.total === 0 ? (
        <ListEmpty q={log.address.q} things="entries">
          Nothing has been changed yet.
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Activity log"
            sorting={log.address}
            rows={log.data.items}
            rowKey={(entry) => entry._id}
            columns={[
              { header: 'WHEN', sortKey: 'when', cell: (entry) => dates.dateTime(entry.createdAt) },
              { header: 'WHO', sortKey: 'who', cell: (entry) => entry.actor.fullName },
              {
                header: 'ACTION',
                sortKey: 'action',
                cell: (entry) => (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${ACTION_TONES[entry.action]}`}
                  >
                    {ACTION_LABELS[entry.action]}
                  </span>
                ),
              },
              { header: 'WHAT', sortKey: 'what', cell: (entry) => ENTITY_LABELS[entry.entityType] },
              { header: 'DETAILS', primary: true, cell: (entry) => entry.summary },
            ]}
          />
          <ListPages address={log.address} total={log.data.total} label="Activity pages" />
        </>
      )}
    </AdminPage>
  );
}
