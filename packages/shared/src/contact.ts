import { z } from 'zod';
import { booleanField, emailField, recordMeta, requiredText } from './fields.ts';

export const contactInput = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  message: requiredText('Message', 5000, { multiline: true }),
  /** Honeypot: hidden from people; a bot that fills it is answered as if it succeeded. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactMessage = z.object({
  ...recordMeta,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactMessageList = z.array(contactMessage);
export const markReadInput = z.object({ read: booleanField('read') });
