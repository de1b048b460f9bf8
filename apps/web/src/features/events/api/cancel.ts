import type { RsvpCancelPreview } from '@lss/shared/rsvp';
import { apiRequest } from '#web/lib/http.ts';

/** GET /api/rsvps/cancel: whose registration the link names (reading it cancels nothing). */
export const previewCancellation = (token: string): Promise<RsvpCancelPreview> =>
  apiRequest(`/rsvps/cancel?token=${encodeURIComponent(token)}`);

/** POST /api/rsvps/cancel: cancels it; a freed seat goes to the first one waiting. */
export const cancelRegistration = (token: string): Promise<{ message: string }> =>
  apiRequest('/rsvps/cancel', { method: 'POST', body: { token } });
