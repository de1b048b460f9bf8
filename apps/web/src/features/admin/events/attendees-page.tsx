import type { Rsvp, RsvpStatus } from '@lss/shared/rsvp';
import { rsvpStatusLabels } from '@lss/shared/rsvp-messages';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { adminDownload, messageOf } from '#web/lib/admin-api.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, ButtonLink } from '../ui/buttons.tsx';
import { Empty, LoadFailed, Loading } from '../ui/states.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { matchesName, useAttendees } from './attendees-api.ts';

const FILTERS = ['confirmed', 'waitlisted', 'cancelled'] as const satisfies readonly RsvpStatus[];
const tone = { confirmed: 'green', waitlisted: 'orange', cancelled: 'muted' } as const;

/** Who registered for an event: confirmed, waiting, cancelled; search, CSV export, the door. */
export function AttendeesPage() {
  const { id = '' } = useParams();
  const { event, attendees } = useAttendees(id);
  const dates = useAdminDates();
  const [status, setStatus] = useState<RsvpStatus>('confirmed');
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const rows = attendees.data ?? [];
  const count = (of: RsvpStatus) => rows.filter((row) => row.status === of).length;
  const shown = rows.filter(
    (row) => row.status === status && (!query.trim() || matchesName(`${row.name} ${row.email}`, query)),
  );

  async function exportCsv() {
    setExporting(true);
    try {
      const { blob, fileName } = await adminDownload(`/events/${encodeURIComponent(id)}/rsvps.csv`);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(messageOf(error, 'The CSV export failed. Please try again.'));
    } finally {
      setExporting(false);
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
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show</legend>
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={status === filter}
              onClick={() => setStatus(filter)}
              className="min-h-11 rounded-sm border border-navy/40 px-4 text-sm font-semibold aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-parchment"
            >
              {rsvpStatusLabels[filter]} ({count(filter)})
            </button>
          ))}
        </fieldset>
        <div>
          <label htmlFor="attendee-search" className="field-label">
            Search attendees
          </label>
          <input
            id="attendee-search"
            type="search"
            value={query}
            onChange={(change) => setQuery(change.target.value)}
            className="field-input sm:w-72"
          />
        </div>
      </div>
      {attendees.isPending ? (
        <Loading>Loading attendees...</Loading>
      ) : attendees.isError ? (
        <LoadFailed onRetry={() => attendees.refetch()}>Could not load the attendees.</LoadFailed>
      ) : shown.length === 0 ? (
        <Empty>
          {query.trim()
            ? 'No attendee matches this search.'
            : `No ${rsvpStatusLabels[status].toLowerCase()} registrations.`}
        </Empty>
      ) : (
        <AttendeeTable rows={shown} dateTime={dates.dateTime} />
      )}
    </AdminPage>
  );
}

function AttendeeTable({ rows, dateTime }: { rows: Rsvp[]; dateTime: (iso: string) => string }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-rule bg-paper">
          <tr>
            {['Name', 'E-mail', 'Status', 'Registered', 'Checked in'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} className="border-b border-rule last:border-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {row.name}
              </th>
              <td className="px-4 py-3 break-all">{row.email}</td>
              <td className="px-4 py-3">
                <StatusBadge tone={tone[row.status]}>{rsvpStatusLabels[row.status]}</StatusBadge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{dateTime(row.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {row.checkedInAt ? dateTime(row.checkedInAt) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
