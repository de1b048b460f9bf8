import { apiMessages } from '@lss/shared/api-messages';
import type { FastifyPluginAsync } from 'fastify';
import { acceptPlainForms, refusalStatus } from '../../lib/plain-forms.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';
import { submissionIntake } from './submission-intake.ts';

/** Why a submission was refused, as the page's address names it (`?failed=`; `&max=` the size in MB). */
function failureOf(error: unknown, status: number, uploadMaxMb: number): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return `too-large&max=${uploadMaxMb}`;
  if (status === 400 && message === apiMessages.validationFailed) return 'fields';
  // The uploads service refuses what is not a picture (415) and a picture of too many pixels (413).
  if (status === 415) return 'image';
  if (status === 413 && message === apiMessages.imageTooLarge) return 'pixels';
  return 'other';
}

/**
 * The /submit page's plain form (multipart, with its picture), outside /api, which works before
 * (or without) the page's JavaScript: POST /submit takes what POST /api/submissions takes, in the
 * same steps (submissionIntake: schema, author's limit, honeypot, the picture's checks), and sends
 * the browser back to the page with the outcome: `/submit?sent=1`, or `/submit?failed=…`. The
 * address never carries what was written.
 */
export const submissionFormRoutes: FastifyPluginAsync<{ uploadMaxMb: number }> = async (
  app,
  { uploadMaxMb },
) => {
  // Multipart is the form's own type; url-encoded (a form without its enctype) is read too, without a picture.
  acceptPlainForms(app, { bodyLimit: 1024 * 1024 });
  const receive = submissionIntake(app);

  app.post(
    '/submit',
    {
      // The same as POST /api/submissions: a pending submission is private; the same limits.
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      schema: { hide: true },
    },
    async (request, reply) => {
      try {
        await receive(request);
      } catch (error) {
        // A 429 (the author's limit, as the API answers it) and a server error are the error handler's.
        const status = refusalStatus(error);
        if (status === null) throw error;
        return reply.redirect(`/submit?failed=${failureOf(error, status, uploadMaxMb)}`, 303);
      }
      return reply.redirect('/submit?sent=1', 303);
    },
  );
};
