import { z } from 'zod';
import { adminListColumns, adminListQuery } from './admin-list-query.ts';
import { booleanField, emailField, recordMeta, requiredText } from './fields.ts';

/** Event registration (decisions.md, Community). */
export const RSVP_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const rsvpInput = z.object({
  name: requiredText('Name', 120),
  email: emailField,
});
export type RsvpInput = z.input<typeof rsvpInput>;

/** A seat or a place on the waiting list: the answer of a confirmation (and of a member's registration, later). */
export const rsvpCreated = z.object({ status: z.enum(['confirmed', 'waitlisted']) });
export type RsvpCreated = z.infer<typeof rsvpCreated>;
/** POST /api/rsvps/confirm's answer: the place the confirmation gave. */
export type RsvpConfirmed = RsvpCreated;

/**
 * POST /api/events/{id}/rsvps without a member session (decisions.md, 2026-11-26: double opt-in):
 * 202, the same for every address; the e-mailed link confirms.
 */
export const rsvpPending = z.object({ status: z.literal('pending') });
export type RsvpPending = z.infer<typeof rsvpPending>;
export type RsvpAnswer = RsvpCreated | RsvpPending;

/** How long a registration's confirmation link works; unconfirmed, it holds no seat and then goes. */
export const RSVP_CONFIRM_HOURS = 24;
/** Confirmation e-mails one address may receive an hour, across every event. */
export const RSVP_CONFIRM_MAILS_PER_HOUR = 3;

/** The confirmation link's token (POST /api/rsvps/confirm, and the page's plain form). */
export const confirmTokenInput = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete.' })
    .trim()
    .min(1, 'The confirmation link is incomplete.')
    .max(200),
});

/** One registration as the admin's attendee list and check-in view see it. */
export const rsvp = z.object({
  ...recordMeta,
  name: z.string(),
  email: z.string(),
  status: z.enum(RSVP_STATUSES),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
});
export type Rsvp = z.infer<typeof rsvp>;
export const rsvpList = z.array(rsvp);

/** GET /api/events/{id}/rsvps: a page of the registrations, searched, sorted, of one status or all. */
export const rsvpQuery = adminListQuery(adminListColumns.attendees).extend({
  status: z.enum(RSVP_STATUSES, { error: 'Status must be confirmed, waitlisted or cancelled.' }).optional(),
});
export type RsvpQuery = z.infer<typeof rsvpQuery>;

/** GET /api/events/{id}/rsvps/counts: how many registrations an event has of each status. */
export const rsvpCounts = z.object({
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  cancelled: z.number().int(),
}) satisfies z.ZodType<Record<RsvpStatus, number>>;
export type RsvpCounts = z.infer<typeof rsvpCounts>;

export const rsvpParams = z.object({
  id: z.string().trim().min(1).max(64),
  rsvpId: z.string().trim().min(1).max(64),
});
export const checkInInput = z.object({ checkedIn: booleanField('Checked in') });

/** The cancel link's token (GET shows the registration, POST cancels it). */
export const cancelTokenInput = z.object({
  token: z
    .string({ error: 'The cancel link is incomplete.' })
    .trim()
    .min(1, 'The cancel link is incomplete.')
    .max(200),
});
/** What the cancel page shows before the button is pressed. */
export const rsvpCancelPreview = z.object({
  name: z.string(),
  status: z.enum(RSVP_STATUSES),
  event: z.object({ _id: z.string(), title: z.string(), eventDate: z.string(), venue: z.string() }),
});
export type RsvpCancelPreview = z.infer<typeof rsvpCancelPreview>;

/** Where the confirmation e-mail's link points (the public page with the button). */
export const rsvpConfirmPath = (token: string) => `/rsvp/confirm?token=${encodeURIComponent(token)}`;

/** Where the e-mail's cancel link points (the public page with the button). */
export const rsvpCancelPath = (token: string) => `/rsvp/cancel?token=${encodeURIComponent(token)}`;
