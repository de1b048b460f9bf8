import type { RsvpAnswer, RsvpConfirmed, RsvpInput } from '@lss/shared/rsvp';
import { apiRequest } from '#web/lib/http.ts';

/** POST /api/events/{id}/rsvps (decisions.md, Community): pending until the e-mailed link is followed. */
export function registerForEvent(eventId: string, input: RsvpInput): Promise<RsvpAnswer> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}/rsvps`, { method: 'POST', body: input });
}

/** POST /api/rsvps/confirm: the confirmation e-mail's link gives the seat, or a place on the waiting list. */
export const confirmRegistration = (token: string): Promise<RsvpConfirmed> =>
  apiRequest('/rsvps/confirm', { method: 'POST', body: { token } });
