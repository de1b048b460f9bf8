import { newsletterAdminMessages } from '@lss/shared/messages';
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from '@lss/shared/newsletter';
import { PAGE_LIMIT_DEFAULT } from '@lss/shared/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { adminDownload, messageOf } from '#web/lib/admin-api.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { Empty, LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';
import { fetchSubscribers, removeSubscriber, SUBSCRIBERS_KEY, subscriberQuery } from './newsletter-api.ts';
import { SendProgress } from './send-progress.tsx';

const STATUS_TONES = { pending: 'orange', confirmed: 'green', unsubscribed: 'muted' } as const;
const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const;

/** The newsletter's subscribers (decisions.md, Community): search, status filter, CSV export, remove; and the sends' progress. */
export function SubscribersPage() {
  const dates = useAdminDates();
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const filter = {
    q: params.get('q') ?? '',
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as SubscriberStatus)
      : ('' as const),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [search, setSearch] = useState(filter.q);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({
    queryKey: [...SUBSCRIBERS_KEY, filter],
    queryFn: ({ signal }) => fetchSubscribers(filter, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: removeSubscriber,
    onSuccess: () => client.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
  useErrorToast(list.error, newsletterAdminMessages.fetchFailed);

  const setFilter = (next: Partial<typeof filter>) =>
    setParams(new URLSearchParams(subscriberQuery({ ...filter, page: 1, ...next }).slice(1)));

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
    setExporting(true);
    try {
      const { blob, fileName } = await adminDownload(
        `/newsletter/subscribers.csv${subscriberQuery({ q: filter.q, status: filter.status })}`,
      );
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, newsletterAdminMessages.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_LIMIT_DEFAULT));
  return (
    <AdminPage
      title="Subscribers"
      description={
        list.data
          ? `${total} subscriber${total === 1 ? '' : 's'}${filter.q || filter.status ? ' match' : ''}.`
          : undefined
      }
      actions={
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <SendProgress />
      <search>
        <form
          className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ q: search });
          }}
        >
          <div className="flex-1">
            <label htmlFor="subscriber-search" className="field-label">
              Search
            </label>
            <input
              id="subscriber-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="E-mail or name"
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor="subscriber-status" className="field-label">
              Status
            </label>
            <select
              id="subscriber-status"
              value={filter.status}
              onChange={(event) =>
                setFilter({ q: search, status: event.target.value as SubscriberStatus | '' })
              }
              className="field-input"
            >
              <option value="">All</option>
              {SUBSCRIBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">Search</Button>
        </form>
      </search>
      {list.isPending ? (
        <Loading>Loading subscribers...</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{newsletterAdminMessages.fetchFailed}</LoadFailed>
      ) : list.data.items.length === 0 ? (
        <Empty>
          {filter.q || filter.status
            ? 'No subscribers match.'
            : 'No subscribers yet. Visitors subscribe with the box in the footer and under every article.'}
        </Empty>
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
      {pages > 1 ? (
        <nav aria-label="Subscriber pages" className="mt-4 flex items-center gap-3">
          <Button
            variant="secondary"
            disabled={filter.page <= 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm">
            Page {filter.page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={filter.page >= pages}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}
      {dialog}
    </AdminPage>
  );
}
