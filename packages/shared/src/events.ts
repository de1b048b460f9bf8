import { z } from 'zod';
import {
  booleanField,
  dateTime,
  integerField,
  mediaUrl,
  optionalText,
  recordMeta,
  requiredText,
} from './fields.ts';
import { pageQuery } from './page-query.ts';

export const eventInput = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 20000, { multiline: true }),
  eventDate: dateTime('Date & Time'),
  venue: requiredText('Venue', 200),
  /**
   * Who runs it (a committee, a partner chambers); empty is the society itself. Left out, it is
   * kept as it was: the society's original front end does not know the field and must not erase it.
   */
  organiser: optionalText('Organiser', 200).optional(),
  isFeatured: booleanField('Featured').default(false),
  imageUrl: mediaUrl('Image'),
  rsvpEnabled: booleanField('Registration').default(false),
  /** Empty is unlimited: a form's blank field, or null. */
  capacity: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    integerField('Capacity', { min: 1, max: 100_000 }).nullable(),
  ),
});
export type EventInput = z.input<typeof eventInput>;

export const event = z.object({
  ...recordMeta,
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  venue: z.string(),
  organiser: z.string().nullable(),
  isFeatured: z.boolean(),
  imageUrl: z.string().nullable(),
  rsvpEnabled: z.boolean(),
  capacity: z.number().int().nullable(),
  /** The alt text stored with the image in the media library (public reads); null or absent when none. */
  imageAlt: z.string().nullable().optional(),
});
export type Event = z.infer<typeof event>;

/** Registration as GET /api/events/{id} reports it: counts of the active registrations. */
export const eventRsvpSummary = z.object({
  enabled: z.boolean(),
  capacity: z.number().int().nullable(),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
});
export type EventRsvpSummary = z.infer<typeof eventRsvpSummary>;
export const eventDetail = event.extend({ rsvp: eventRsvpSummary });
export type EventDetail = z.infer<typeof eventDetail>;
export const eventList = z.array(event);

/** GET /api/events: upcoming events soonest first, past ones latest first, or all soonest first. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];
export const eventListQuery = pageQuery.extend({
  when: z.enum(EVENT_PERIODS, { error: 'When must be upcoming or past.' }).optional(),
});
export type EventListQuery = z.output<typeof eventListQuery>;
