import { adminMessages, confirmMessages, successMessages } from '@lss/shared/admin-messages';
import type { Event } from '@lss/shared/events';
import { paths } from '#web/config/paths.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import type { Column } from '../ui/data-table.tsx';
import {
  editDeleteColumn,
  featuredColumn,
  RecordListPage,
  titleColumn,
  useDeleteFromList,
} from '../ui/record-list-page.tsx';
import { useDeleteEvent } from './api/use-delete-event.ts';
import { useEvents } from './api/use-events.ts';

export function EventsListPage() {
  const dates = useAdminDates();
  const events = useEvents();
  const { onDelete, dialog } = useDeleteFromList<Event>(useDeleteEvent(), {
    confirm: confirmMessages.deleteEvent,
    deleted: successMessages.eventDeleted,
    failed: adminMessages.deleteEventFailed,
  });

  const editTo = (event: Event) => paths.admin.eventEdit.to(event._id);
  const columns: Column<Event>[] = [
    titleColumn(editTo),
    { header: 'DATE & TIME', sortKey: 'date', cell: (event) => dates.dateTime(event.eventDate) },
    featuredColumn(),
    editDeleteColumn(editTo, (event) => event.title, onDelete),
  ];

  return (
    <RecordListPage
      title="Manage Events"
      add={{ to: paths.admin.eventNew.to(), label: 'Add New Event' }}
      things="events"
      list={events}
      fetchFailed={adminMessages.fetchEventsFailed}
      columns={columns}
      dialog={dialog}
    />
  );
}
