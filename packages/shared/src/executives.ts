import { z } from 'zod';
import { DEFAULT_DISPLAY_ORDER } from './constants.ts';
import { booleanField, integerField, mediaUrl, recordMeta, requiredText } from './fields.ts';

export const executiveInput = z.object({
  name: requiredText('Full Name', 120),
  position: requiredText('Position / Title', 120),
  imageUrl: mediaUrl('Profile Image'),
  displayOrder: integerField('Display Order', { min: 0, max: 100000 }).default(DEFAULT_DISPLAY_ORDER),
  isFeatured: booleanField('Featured').default(false),
});
export type ExecutiveInput = z.input<typeof executiveInput>;

export const executive = z.object({
  ...recordMeta,
  name: z.string(),
  position: z.string(),
  imageUrl: z.string().nullable(),
  /** The alt text stored with the image in the media library (public reads); null or absent when none. */
  imageAlt: z.string().nullable().optional(),
  displayOrder: z.number(),
  isFeatured: z.boolean(),
});
export type Executive = z.infer<typeof executive>;
export const executiveList = z.array(executive);
