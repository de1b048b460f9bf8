import { idParams } from '@lss/shared/fields';
import { confirmTokenInput, rsvpInput } from '@lss/shared/rsvp';
import { rsvpMessages } from '@lss/shared/rsvp-messages';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { acceptPlainForms, type PlainFormBody, refusalStatus } from '../../lib/plain-forms.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';
import { verifiedMemberOf } from '../members/request-member.ts';

/** Why a confirmation was refused, as the page's address names it (`?failed=`): the page says it. */
function failureOf(message: string): 'expired' | 'started' | 'closed' | 'invalid' {
  if (message === rsvpMessages.confirmLinkExpired) return 'expired';
  if (message === rsvpMessages.eventStarted) return 'started';
  if (message === rsvpMessages.notOpen) return 'closed';
  return 'invalid';
}

/** Why a registration was refused, as the event page's address names it (`?registration=`). */
function registrationFailureOf(message: string): 'registered' | 'closed' | 'started' | 'failed' {
  if (message === rsvpMessages.alreadyRegistered) return 'registered';
  if (message === rsvpMessages.notOpen) return 'closed';
  if (message === rsvpMessages.eventStarted) return 'started';
  return 'failed';
}

/** The event page's registration, with the outcome in its address (`#register`: the form's section). */
const eventPage = (id: string, outcome: string) =>
  `/events/${encodeURIComponent(id)}?registration=${outcome}#register`;

/**
 * The confirmation page's plain form, outside /api, which works before (or without) the page's
 * JavaScript: POST /rsvp/confirm?token=… confirms, as POST /api/rsvps/confirm does, and sends the
 * browser back to the page with the outcome (`?status=confirmed|waitlisted`, or `?failed=`). Opening
 * the e-mail's link (GET) only shows the button, so a mail scanner confirms nothing. And the event
 * page's registration form, which works the same way (POST /events/:id/register).
 */
export const rsvpFormRoutes: FastifyPluginAsync = async (app) => {
  acceptPlainForms(app);

  app.post<{ Querystring: { token?: string }; Body: PlainFormBody }>(
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

  /**
   * The event page's registration form without JavaScript: POST /events/:id/register registers as
   * POST /api/events/:id/rsvps does (the same schema, service and limits), and sends the browser
   * back to the event page with the outcome, `?registration=pending` (check your e-mail), or
   * `invalid`, `registered`, `closed`, `started`, `failed`. The address never carries the name or e-mail.
   * A verified member's one-click form posts no fields: registered as the member at once
   * (`?registration=confirmed|waitlisted`), as the API does.
   */
  const sameEmail = formLimitPerEmail(app, bodyField('email'));
  app.post<{ Params: { id: string }; Body: PlainFormBody }>(
    '/events/:id/register',
    {
      // The same as POST /api/events/:id/rsvps: a pending registration changes no count the page
      // shows (a member's drops the events' cached answers below).
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      preHandler: async (request) => {
        if (!(await verifiedMemberOf(request))) await sameEmail(request);
      },
      schema: { hide: true },
    },
    async (request, reply) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return reply.redirect('/events', 303);
      const { id } = params.data;
      const member = await verifiedMemberOf(request);
      const input = member ? null : rsvpInput.safeParse(request.body ?? {});
      if (input && !input.success) return reply.redirect(eventPage(id, 'invalid'), 303);
      try {
        if (!input?.data) {
          const { status } = await app.services.rsvps.registerMember(id, member!);
          await app.responseCache.invalidate(['events']);
          return reply.redirect(eventPage(id, status), 303);
        }
        const { status } = await app.services.rsvps.register(id, input.data);
        return reply.redirect(eventPage(id, status), 303);
      } catch (error) {
        if (refusalStatus(error) === null) throw error;
        const message = error instanceof AppError ? error.message : '';
        return reply.redirect(eventPage(id, registrationFailureOf(message)), 303);
      }
    },
  );
};
