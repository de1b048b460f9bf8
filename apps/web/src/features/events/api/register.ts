import type { RsvpCreated, RsvpInput } from '@lss/shared/rsvp';
import { apiRequest } from '#web/lib/http.ts';

/** POST /api/events/{id}/rsvps (decisions.md, Community). */
export function registerForEvent(eventId: string, input: RsvpInput): Promise<RsvpCreated> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}/rsvps`, { method: 'POST', body: input });
}
