import { z } from 'zod';
import { booleanField, dateTime, mediaUrl, recordMeta, requiredText } from './fields.ts';

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
});
export type Event = z.infer<typeof event>;
export const eventList = z.array(event);
