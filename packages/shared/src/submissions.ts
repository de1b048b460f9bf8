import { z } from 'zod';
import { emailField, recordMeta, requiredText } from './fields.ts';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const honeypot = z.string().max(500).optional();

/** A student's article for the society's publication (public /submit form): plain text. */
export const ownSubmissionInput = z.object({
  name: requiredText('Name', 120),
  email: emailField,
  title: requiredText('Title', 200),
  article: requiredText('Article', 50_000, { multiline: true }),
  /** Honeypot, as on the contact form. */
  website: honeypot,
});
export type SubmissionInput = z.input<typeof ownSubmissionInput>;

/**
 * The same, as the society's original front end sends it (decision 024): its field names, the
 * article as HTML from its editor, and a picture uploaded beforehand (POST /api/upload/public).
 */
export const originalSubmissionInput = z.object({
  authorName: requiredText('Name', 120),
  authorEmail: emailField,
  title: requiredText('Title', 200),
  contentBody: requiredText('Article', 200_000, { multiline: true }),
  suggestedImageUrl: z
    .string({ error: 'Suggested Image must be text.' })
    .trim()
    .max(2000, 'Suggested Image must be at most 2000 characters.')
    .nullish()
    .transform((value) => value || null),
  website: honeypot,
});

/** A submission as the server takes it, from either shape; `contentBody` and `suggestedImageUrl` only from the original's. */
export type SubmissionValues = z.output<typeof ownSubmissionInput> & {
  contentBody?: string | null;
  suggestedImageUrl?: string | null;
};

const isOriginalShape = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ['authorName', 'authorEmail', 'contentBody', 'suggestedImageUrl'].some((key) => key in value);

/**
 * POST /api/submissions: our form's fields, or the original front end's when it sends them (each
 * checked by its own schema, so a mistake is named by the field the client sent).
 */
export const submissionInput = z.unknown().transform((value, context): SubmissionValues => {
  const original = isOriginalShape(value);
  const parsed = (original ? originalSubmissionInput : ownSubmissionInput).safeParse(value ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: issue.path } as never);
    return z.NEVER;
  }
  if ('authorName' in parsed.data) {
    const { authorName, authorEmail, contentBody, suggestedImageUrl, ...rest } = parsed.data;
    // The plain text is made on the server, from the sanitised HTML.
    return { ...rest, name: authorName, email: authorEmail, article: '', contentBody, suggestedImageUrl };
  }
  return { ...parsed.data, contentBody: null, suggestedImageUrl: null };
});

export const submission = z.object({
  ...recordMeta,
  name: z.string(),
  email: z.string(),
  title: z.string(),
  article: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  postId: z.string().nullable(),
  /** The original front end's names for the same (decision 024): the article as HTML. */
  authorName: z.string(),
  authorEmail: z.string(),
  contentBody: z.string(),
  suggestedImageUrl: z.string().nullable(),
});
export type Submission = z.infer<typeof submission>;
export const submissionList = z.array(submission);
