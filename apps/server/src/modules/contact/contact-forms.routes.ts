import { contactInput } from '@lss/shared/contact';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodError } from 'zod';
import { acceptPlainForms, type PlainFormBody } from '../../lib/plain-forms.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';

/** Why the form was refused, as the page's address names it (`?failed=`): a blank field, or another. */
function failureOf(error: ZodError): 'fields' | 'invalid' {
  return error.issues.some((issue) => issue.message.endsWith(' is required.')) ? 'fields' : 'invalid';
}

/**
 * The contact page's plain form, outside /api, which works before (or without) the page's
 * JavaScript: POST /contact takes what POST /api/contact takes (the same schema, service, limits and
 * honeypot) and sends the browser back to the page with the outcome: `/contact?sent=1`, or
 * `/contact?failed=fields|invalid`. The address never carries what was written.
 */
export const contactFormRoutes: FastifyPluginAsync = async (app) => {
  // A message of 5,000 characters, url-encoded (up to 9 bytes a character), with its name and e-mail.
  acceptPlainForms(app, { bodyLimit: 64 * 1024 });

  app.post<{ Body: PlainFormBody }>(
    '/contact',
    {
      // The same as POST /api/contact: a message is private, and the same limits (issue 23).
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      preHandler: formLimitPerEmail(app, bodyField('email'), { max: 10 }),
      schema: { hide: true },
    },
    async (request, reply) => {
      const input = contactInput.safeParse(request.body ?? {});
      if (!input.success) return reply.redirect(`/contact?failed=${failureOf(input.error)}`, 303);
      await app.services.contact.submit(input.data);
      return reply.redirect('/contact?sent=1', 303);
    },
  );
};
