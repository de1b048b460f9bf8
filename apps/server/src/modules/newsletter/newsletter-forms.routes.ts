import { subscribeInput } from '@lss/shared/newsletter';
import { newsletterMessages } from '@lss/shared/newsletter-messages';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { acceptPlainForms, type PlainFormBody } from '../../lib/plain-forms.ts';
import { bodyField, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';
import { unsubscribePath } from './newsletter.service.ts';

/**
 * The newsletter's plain HTML forms, outside /api, which work before a page's JavaScript runs:
 * the subscribe box (answered with the confirmation page), the confirmation page's button (POST on
 * its own address: opening the e-mail's link only asks, so a mail scanner confirms nothing, and the
 * browser is sent back with `?confirmed=1` or `?failed=1`), and POST on the unsubscribe page's own
 * address, which is also every newsletter's List-Unsubscribe URL: RFC 8058's one-click sends it the
 * form body `List-Unsubscribe=One-Click`. The form parser stays inside this plugin (acceptPlainForms).
 */
export const newsletterFormRoutes: FastifyPluginAsync = async (app) => {
  acceptPlainForms(app);

  app.post<{ Body: PlainFormBody }>(
    '/newsletter/subscribe',
    {
      // The same limits as POST /api/newsletter/subscribers (issue 23).
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      preHandler: formLimitPerEmail(app, bodyField('email')),
      schema: { hide: true },
    },
    async (request, reply) => {
      const input = subscribeInput.safeParse(request.body ?? {});
      if (!input.success) return reply.redirect('/newsletter/confirm?invalid=1', 303);
      app.services.newsletter.subscribe(input.data);
      return reply.redirect('/newsletter/confirm?sent=1', 303);
    },
  );

  app.post<{ Querystring: { token?: string }; Body: PlainFormBody }>(
    '/newsletter/confirm',
    // The same ceiling as POST /api/newsletter/confirm.
    { config: { invalidates: [], rateLimit: publicFormCeiling() }, schema: { hide: true } },
    async (request, reply) => {
      const token = String(request.body?.token ?? request.query.token ?? '');
      try {
        await app.services.newsletter.confirm(token);
      } catch (error) {
        // An unknown, used or missing token: the page says so.
        if (error instanceof AppError && error.statusCode < 500)
          return reply.redirect('/newsletter/confirm?failed=1', 303);
        throw error;
      }
      return reply.redirect('/newsletter/confirm?confirmed=1', 303);
    },
  );

  app.post<{ Querystring: { token?: string }; Body: PlainFormBody }>(
    '/newsletter/unsubscribe',
    { config: { invalidates: [] }, schema: { hide: true } },
    async (request, reply) => {
      const token = String(request.query.token ?? request.body?.token ?? '');
      // The service answers 404 with the page's message for an unknown or missing token.
      await app.services.newsletter.unsubscribe(token);
      if (request.body?.['List-Unsubscribe'] === 'One-Click') {
        return reply.type('text/plain; charset=utf-8').send(newsletterMessages.unsubscribed);
      }
      // The page's button: back to the page, which now says the address is unsubscribed.
      return reply.redirect(unsubscribePath(token), 303);
    },
  );
};
