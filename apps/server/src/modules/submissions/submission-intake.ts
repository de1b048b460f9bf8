import { apiMessages } from '@lss/shared/api-messages';
import { submissionMessages } from '@lss/shared/submission-messages';
import { submissionInput } from '@lss/shared/submissions';
import { flattenIssues } from '@lss/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.ts';
import { emailLimit } from '../../plugins/rate-limits.ts';

/** The form arrives as multipart (with an optional picture, field "image") or as plain fields. */
async function readSubmission(request: FastifyRequest): Promise<{ fields: unknown; image: Buffer | null }> {
  if (!request.isMultipart()) return { fields: request.body, image: null };
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === 'image' && content.length > 0) image = content;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, image };
}

/**
 * How a submission is taken in, by POST /api/submissions and by the /submit page's plain form
 * alike: the body read (JSON, url-encoded or multipart), checked with submissionInput (a 400 with
 * the fields' messages), the author's limit, the picture checked and stored (not a bot's: a filled
 * honeypot stores nothing), then the submission. Made once per route: each has its author's limit.
 */
export function submissionIntake(app: FastifyInstance) {
  // A student submits a few articles at most: 5 an hour from one address and e-mail; a campus shows
  // hundreds of students as one address, which has only the public forms' ceiling (issue 23). The
  // e-mail is known once the body (JSON or multipart) is read and checked.
  const sameAuthor = emailLimit(app, { max: 5, timeWindow: '1 hour' });
  return async (request: FastifyRequest): Promise<void> => {
    const { fields, image } = await readSubmission(request);
    const parsed = submissionInput.safeParse(fields);
    if (!parsed.success)
      throw new BadRequestError(apiMessages.validationFailed, flattenIssues(parsed.error.issues));
    await sameAuthor(request, parsed.data.email);
    const stored =
      image && !parsed.data.website?.trim()
        ? await app.services.uploads.store(image, { imagesOnly: submissionMessages.imageOnly })
        : null;
    await app.services.submissions.submit(parsed.data, stored?.imageUrl ?? null);
  };
}
