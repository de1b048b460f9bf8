import { SUBSCRIBER_STATUSES, type Subscriber } from '@lss/shared/newsletter';
import { newsletterAdminMessages } from '@lss/shared/newsletter-admin-messages';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { useAddressChoice } from '../api/records.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { ListEmpty, ListPages, ListSearch, ListSort } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';
import { useExportSubscribers } from './api/use-export-subscribers.ts';
import { useRemoveSubscriber } from './api/use-remove-subscriber.ts';
import { useSubscribers } from './api/use-subscribers.ts';
import { SendProgress } from './send-progress.tsx';

const STATUS_TONES = { pending: 'orange', confirmed: 'green', unsubscribed: 'muted' } as const;
const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const;
/** What each row shows that the list sorts by (decision 018). */
const SORTS = [
  { key: 'since', label: 'Since', kind: 'date' },
  { key: 'email', label: 'E-mail' },
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
] as const;

/** The newsletter's subscribers (decisions.md, Community): search, status filter, CSV export, remove; and the sends' progress. */
export function SubscribersPage() {
  const dates = useAdminDates();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useAddressChoice('status', SUBSCRIBER_STATUSES);
  const list = useSubscribers(status);
  const { q } = list.address;
  const remove = useRemoveSubscriber();
  const exportSubscribers = useExportSubscribers();
  const exporting = exportSubscribers.isPending;
  useErrorToast(list.error, newsletterAdminMessages.fetchFailed);

  async function onRemove(subscriber: Subscriber) {
    if (!(await confirm(newsletterAdminMessages.removeConfirm, 'Remove'))) return;
    try {
      await remove.mutateAsync(subscriber._id);
      toast.success(newsletterAdminMessages.removed);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, newsletterAdminMessages.removeFailed));
    }
  }

  async function exportCsv() {
    try {
      await exportSubscribers.mutateAsync({ q, status });
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, newsletterAdminMessages.exportFailed));
    }
  }

  const total = list.data?.total ?? 0;
  return (
    <AdminPage
      title="Subscribers"
      description={
        list.data ? `${total} subscriber${total === 1 ? '' : 's'}${q || status ? ' match' : ''}.` : undefined
      }
      actions={
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <SendProgress />
      <div className="flex flex-col sm:flex-row sm:items-start sm:gap-4">
        <div className="flex-1">
          <ListSearch label="Search subscribers" placeholder="E-mail or name" address={list.address} />
        </div>
        <div className="mb-4 flex flex-col gap-1.5">
          <label htmlFor="subscriber-status" className="text-sm font-semibold text-navy">
            Status
          </label>
          <select
            id="subscriber-status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="field-input min-h-11 appearance-auto py-1.5"
          >
            <option value="">All</option>
            {SUBSCRIBER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <ListSort address={list.address} columns={SORTS} />
      </div>
      {list.isPending ? (
        <Loading>Loading subscribers...</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{newsletterAdminMessages.fetchFailed}</LoadFailed>
      ) : list.data.items.length === 0 ? (
        <ListEmpty q={q} things="subscribers">
          {status
            ? 'No subscribers match.'
            : 'No subscribers yet. Visitors subscribe with the box in the footer and under every article.'}
        </ListEmpty>
      ) : (
        <ul className="space-y-2" aria-label="Subscribers">
          {list.data.items.map((subscriber) => (
            <li
              key={subscriber._id}
              className="flex flex-col gap-2 rounded-sm border border-rule bg-card px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-all text-navy">{subscriber.email}</span>
                {subscriber.name ? <span className="block text-sm text-muted">{subscriber.name}</span> : null}
              </span>
              <StatusBadge tone={STATUS_TONES[subscriber.status]}>
                {STATUS_LABELS[subscriber.status]}
              </StatusBadge>
              <span className="text-sm text-muted">Since {dates.dateTime(subscriber.createdAt)}</span>
              <Button variant="danger" onClick={() => void onRemove(subscriber)}>
                Remove<span className="sr-only"> {subscriber.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.data ? <ListPages address={list.address} total={total} label="Subscriber pages" /> : null}
      {dialog}
    </AdminPage>
  );
}
