import { z } from 'zod';
import { booleanField, dateTime, mediaUrl, recordMeta, requiredText } from './fields.ts';
import { pageQuery } from './page-query.ts';

export const eventInput = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 20000, { multiline: true }),
  eventDate: dateTime('Date & Time'),
  venue: requiredText('Venue', 200),
  isFeatured: booleanField('Featured').default(false),
  imageUrl: mediaUrl('Image'),
});
export type EventInput = z.input<typeof eventInput>;

export const event = z.object({
  ...recordMeta,
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  venue: z.string(),
  isFeatured: z.boolean(),
  imageUrl: z.string().nullable(),
  /** The alt text stored with the image in the media library (public reads); null or absent when none. */
  imageAlt: z.string().nullable().optional(),
});
export type Event = z.infer<typeof event>;
export const eventList = z.array(event);

/** GET /api/events: upcoming events soonest first, past ones latest first, or all soonest first. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];
export const eventListQuery = pageQuery.extend({
  when: z.enum(EVENT_PERIODS, { error: 'When must be upcoming or past.' }).optional(),
});
export type EventListQuery = z.output<typeof eventListQuery>;
