import { RSVP_STATUSES, type Rsvp } from '@lss/shared/rsvp';
import { rsvpStatusLabels } from '@lss/shared/rsvp-messages';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { useAddressChoice } from '../api/records.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { ListEmpty, ListPages, ListSearch } from '../ui/list-pages.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { useAttendeeCounts } from './api/use-attendee-counts.ts';
import { useAttendeeEvent } from './api/use-attendee-event.ts';
import { useAttendees } from './api/use-attendees.ts';
import { useExportAttendees } from './api/use-export-attendees.ts';

const tone = { confirmed: 'green', waitlisted: 'orange', cancelled: 'muted' } as const;

/**
 * Who registered for an event: confirmed, waiting or cancelled (?status=, confirmed unless asked),
 * searched, sorted and paged on the server like every admin list; CSV export; the door.
 */
export function AttendeesPage() {
  const { id = '' } = useParams();
  const event = useAttendeeEvent(id);
  const counts = useAttendeeCounts(id);
  const dates = useAdminDates();
  const [chosen, choose] = useAddressChoice('status', RSVP_STATUSES);
  const status = chosen || 'confirmed';
  const attendees = useAttendees(id, status);
  const exportAttendees = useExportAttendees(id);
  const exporting = exportAttendees.isPending;

  async function exportCsv() {
    try {
      await exportAttendees.mutateAsync();
    } catch (error) {
      toast.error(messageOf(error, 'The CSV export failed. Please try again.'));
    }
  }

  const title = event.data ? `Attendees: ${event.data.title}` : 'Attendees';
  return (
    <AdminPage
      title={title}
      description={event.data ? `${dates.dateTime(event.data.eventDate)} · ${event.data.venue}` : undefined}
      actions={
        <>
          <ButtonLink variant="secondary" to={paths.admin.eventCheckIn.to(id)}>
            Check-in view
          </ButtonLink>
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </>
      }
    >
      <fieldset className="mb-5 flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {RSVP_STATUSES.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => choose(filter)}
            className="min-h-11 rounded-sm border border-navy/40 px-4 text-sm font-semibold aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-parchment"
          >
            {rsvpStatusLabels[filter]}
            {counts.data ? ` (${counts.data[filter]})` : ''}
          </button>
        ))}
      </fieldset>
      <ListSearch label="Search attendees" address={attendees.address} />
      {attendees.isPending ? (
        <Loading>Loading attendees...</Loading>
      ) : attendees.isError ? (
        <LoadFailed onRetry={() => attendees.refetch()}>Could not load the attendees.</LoadFailed>
      ) : attendees.data.total === 0 ? (
        <ListEmpty q={attendees.address.q} things="attendees">
          {`No ${rsvpStatusLabels[status].toLowerCase()} registrations.`}
        </ListEmpty>
      ) : (
        <>
          <DataTable
            caption="Attendees"
            sorting={attendees.address}
            columns={attendeeColumns(dates.dateTime)}
            rows={attendees.data.items}
            rowKey={(row) => row._id}
          />
          <ListPages address={attendees.address} total={attendees.data.total} label="Attendee pages" />
        </>
      )}
    </AdminPage>
  );
}

/** The columns of the attendee list, each sortable on the server (decision 018). */
function attendeeColumns(dateTime: (iso: string) => string): Column<Rsvp>[] {
  return [
    { header: 'Name', sortKey: 'name', primary: true, cell: (row) => row.name },
    { header: 'E-mail', sortKey: 'email', cell: (row) => <span className="break-all">{row.email}</span> },
    {
      header: 'Status',
      sortKey: 'status',
      cell: (row) => <StatusBadge tone={tone[row.status]}>{rsvpStatusLabels[row.status]}</StatusBadge>,
    },
    { header: 'Registered', sortKey: 'registered', cell: (row) => dateTime(row.createdAt) },
    {
      header: 'Checked in',
      sortKey: 'checkedIn',
      cell: (row) => (row.checkedInAt ? dateTime(row.checkedInAt) : '—'),
    },
  ];
}
