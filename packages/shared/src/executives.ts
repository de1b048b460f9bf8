import { z } from 'zod';
import { DEFAULT_DISPLAY_ORDER } from './constants.ts';
import { booleanField, mediaUrl, recordMeta, requiredText } from './fields.ts';

export const executiveInput = z.object({
  name: requiredText('Full Name', 120),
  position: requiredText('Position / Title', 120),
  imageUrl: mediaUrl('Profile Image'),
  displayOrder: z
    .number({ error: 'Display Order must be a number.' })
    .int('Display Order must be a whole number.')
    .min(0, 'Display Order cannot be negative.')
    .max(100000, 'Display Order is too large.')
    .default(DEFAULT_DISPLAY_ORDER),
  isFeatured: booleanField('Featured').default(false),
});
export type ExecutiveInput = z.input<typeof executiveInput>;

export const executive = z.object({
  ...recordMeta,
  name: z.string(),
  position: z.string(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number(),
  isFeatured: z.boolean(),
});
export type Executive = z.infer<typeof executive>;
export const executiveList = z.array(executive);
