import { confirmTokenInput } from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';

type FormBody = Record<string, string> | undefined;

/** Why a confirmation was refused, as the page's address names it (`?failed=`): the page says it. */
function failureOf(message: string): 'expired' | 'started' | 'closed' | 'invalid' {
  if (message === rsvpMessages.confirmLinkExpired) return 'expired';
  if (message === rsvpMessages.eventStarted) return 'started';
  if (message === rsvpMessages.notOpen) return 'closed';
  return 'invalid';
}

/**
 * The confirmation page's plain form, outside /api, which works before (or without) the page's
 * JavaScript: POST /rsvp/confirm?token=… confirms, as POST /api/rsvps/confirm does, and sends the
 * browser back to the page with the outcome (`?status=confirmed|waitlisted`, or `?failed=`). Opening
 * the e-mail's link (GET) only shows the button, so a mail scanner confirms nothing.
 */
export const rsvpFormRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post<{ Querystring: { token?: string }; Body: FormBody }>(
    '/rsvp/confirm',
    { config: { invalidates: ['events'], rateLimit: publicFormCeiling() }, schema: { hide: true } },
    async (request, reply) => {
      const input = confirmTokenInput.safeParse({ token: request.body?.token ?? request.query.token });
      if (!input.success) return reply.redirect('/rsvp/confirm?failed=invalid', 303);
      try {
        const { status } = await app.services.rsvps.confirm(input.data.token);
        return reply.redirect(`/rsvp/confirm?status=${status}`, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500)
          return reply.redirect(`/rsvp/confirm?failed=${failureOf(error.message)}`, 303);
        throw error;
      }
    },
  );
};
