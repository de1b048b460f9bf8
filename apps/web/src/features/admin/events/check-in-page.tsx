import type { Rsvp } from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { messageOf } from '#web/lib/admin-api.ts';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { useAttendeeEvent } from './api/use-attendee-event.ts';
import { useCheckIn } from './api/use-check-in.ts';
import { useDoorList } from './api/use-door-list.ts';
import { matchesName } from './matches-name.ts';

/**
 * The door, on a phone: search by name, one tap checks someone in (or undoes it), and the count of
 * arrivals. Confirmed guests first, then the waiting list (the committee may let them in).
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const event = useAttendeeEvent(id);
  const attendees = useDoorList(id);
  const checkIn = useCheckIn(id);
  const [query, setQuery] = useState('');
  const guests = (attendees.data ?? [])
    .filter((row) => row.status !== 'cancelled')
    .sort((a, b) => Number(a.status === 'waitlisted') - Number(b.status === 'waitlisted'));
  const expected = guests.filter((row) => row.status === 'confirmed').length;
  const arrived = guests.filter((row) => row.checkedIn).length;
  const shown = query.trim() ? guests.filter((row) => matchesName(row.name, query)) : guests;

  function toggle(guest: Rsvp) {
    checkIn.mutate(
      { id: guest._id, checkedIn: !guest.checkedIn },
      { onError: (error) => toast.error(messageOf(error, rsvpMessages.checkInFailed)) },
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl">
      <title>{`Check-in${event.data ? `: ${event.data.title}` : ''} | Admin`}</title>
      <div className="sticky top-0 z-10 -mx-4 border-b border-rule bg-paper/95 px-4 pt-2 pb-4 backdrop-blur sm:mx-0 sm:px-0">
        <p className="text-sm">
          <Link to={paths.admin.eventAttendees.to(id)} className="font-semibold underline">
            Attendees
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold">Check-in{event.data ? `: ${event.data.title}` : ''}</h1>
        <p className="mt-2 font-serif text-4xl font-bold text-navy" aria-live="polite" aria-atomic="true">
          {rsvpMessages.arrived(arrived, expected)}
        </p>
        <label htmlFor="check-in-search" className="field-label mt-4">
          Search by name
        </label>
        <input
          id="check-in-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(change) => setQuery(change.target.value)}
          className="field-input min-h-14 text-lg"
        />
      </div>
      {attendees.isPending ? (
        <Loading>Loading guests...</Loading>
      ) : attendees.isError ? (
        <LoadFailed onRetry={() => attendees.refetch()}>Could not load the guests.</LoadFailed>
      ) : shown.length === 0 ? (
        <p className="py-10 text-center text-lg text-muted">
          {query.trim() ? 'No guest by that name.' : 'No one has registered yet.'}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Guests">
          {shown.map((guest) => (
            <li key={guest._id}>
              <button
                type="button"
                aria-pressed={guest.checkedIn}
                onClick={() => toggle(guest)}
                className="flex min-h-16 w-full items-center gap-4 rounded-sm border-2 border-navy/30 bg-white px-4 py-3 text-left transition-colors aria-pressed:border-[#2f6b3a] aria-pressed:bg-[#e6f2e8]"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-10 shrink-0 items-center justify-center rounded-full border-2 text-xl font-bold ${
                    guest.checkedIn
                      ? 'border-[#2f6b3a] bg-[#2f6b3a] text-white'
                      : 'border-navy/40 text-transparent'
                  }`}
                >
                  ✓
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-lg font-semibold">{guest.name}</span>
                  <span className="block text-sm text-muted">
                    {guest.checkedIn
                      ? rsvpMessages.checkedIn
                      : guest.status === 'waitlisted'
                        ? 'Waiting list'
                        : 'Not arrived'}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
