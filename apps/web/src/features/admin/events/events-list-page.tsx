import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import type { Event } from '@lss/shared/events';
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
import { useDeleteEvent } from './api/use-delete-event.ts';
import { useEvents } from './api/use-events.ts';

export function EventsListPage() {
  const dates = useAdminDates();
  const events = useEvents();
  const remove = useDeleteEvent();
  const { confirm, dialog } = useConfirm();
  useErrorToast(events.error, adminMessages.fetchEventsFailed);

  async function onDelete(event: Event) {
    if (!(await confirm(confirmMessages.deleteEvent))) return;
    try {
      await remove.mutateAsync(event._id);
      toast.success(successMessages.eventDeleted);
    } catch (error) {
      toastFailure(error, adminMessages.deleteEventFailed);
    }
  }

  const columns: Column<Event>[] = [
    {
      header: 'TITLE',
      sortKey: 'title',
      primary: true,
      cell: (event) => (
        <Link to={paths.admin.eventEdit.to(event._id)} className="hover:underline">
          {event.title}
        </Link>
      ),
    },
    { header: 'DATE & TIME', sortKey: 'date', cell: (event) => dates.dateTime(event.eventDate) },
    {
      header: 'FEATURED',
      sortKey: 'featured',
      cell: (event) =>
        event.isFeatured ? (
          <StatusBadge tone="navy">Yes</StatusBadge>
        ) : (
          <StatusBadge tone="muted">No</StatusBadge>
        ),
    },
    {
      header: 'ACTIONS',
      align: 'right',
      cell: (event) => (
        <RowActions>
          <ButtonLink
            to={paths.admin.eventEdit.to(event._id)}
            variant="secondary"
            aria-label={`Edit ${event.title}`}
          >
            Edit
          </ButtonLink>
          <Button variant="danger" onClick={() => void onDelete(event)} aria-label={`Delete ${event.title}`}>
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Events"
      actions={<ButtonLink to={paths.admin.eventNew.to()}>Add New Event</ButtonLink>}
    >
      <ListSearch label="Search events" address={events.address} />
      {events.isPending ? (
        <Loading>Loading events...</Loading>
      ) : events.isError ? (
        <LoadFailed onRetry={() => void events.refetch()}>{adminMessages.fetchEventsFailed}</LoadFailed>
      ) : events.data.total === 0 ? (
        <ListEmpty q={events.address.q} things="events">
          No events found. Click "Add New Event" to get started.
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Events"
            sorting={events.address}
            columns={columns}
            rows={events.data.items}
            rowKey={(event) => event._id}
          />
          <ListPages address={events.address} total={events.data.total} label="Events pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
