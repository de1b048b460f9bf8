import { z } from 'zod';
import { emailField, recordMeta, requiredText } from './fields.ts';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A student's article for the society's publication (public /submit form). */
export const submissionInput = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  title: requiredText('Title', 200),
  article: requiredText('Article', 50_000, { multiline: true }),
  /** Honeypot, as on the contact form. */
  website: z.string().max(500).optional(),
});
export type SubmissionInput = z.input<typeof submissionInput>;

export const submission = z.object({
  ...recordMeta,
  name: z.string(),
  email: z.string(),
  title: z.string(),
  article: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  postId: z.string().nullable(),
});
export type Submission = z.infer<typeof submission>;
export const submissionList = z.array(submission);

export { submissionMessages } from './submission-messages.ts';
