import cookie from '@fastify/cookie';
import { memberJoinInput, memberSignInInput } from '@lss/shared/members';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodError } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { acceptPlainForms, type PlainFormBody } from '../../lib/plain-forms.ts';
import { bodyField, emailLimit, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';
import { setMemberCookie } from './member-cookie.ts';

/** The join form's fields, as `?failed=` names the first one refused. */
const JOIN_FIELDS = ['fullName', 'email', 'matricNumber', 'level'] as const;
function joinFailure(error: ZodError): string {
  const field = error.issues[0]?.path[0];
  return JOIN_FIELDS.find((name) => name === field) ?? 'invalid';
}

/**
 * The members' plain HTML forms, outside /api, which work without JavaScript (decisions 028, 029):
 * joining (POST /members/join → /join?sent=1 or ?failed=<field>), asking for a sign-in link
 * (POST /members/sign-in → /members/sign-in?sent=1, the same for every address), and the e-mailed
 * link's button (POST /members/sign-in?token=…), which uses the link through the service exactly as
 * POST /api/members/session does, sets the same cookie and sends the browser to /members/account, or
 * back with `?failed=expired|used`. Opening the link (a GET) is only a page: it signs nobody in.
 * The same schemas, service and limits as the API's routes; the address never carries what was typed.
 */
export const memberFormRoutes: FastifyPluginAsync = async (app) => {
  const members = app.services.members;
  acceptPlainForms(app);
  await app.register(cookie);

  app.post<{ Body: PlainFormBody }>(
    '/members/join',
    {
      // The same limits as POST /api/members/join.
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      preHandler: formLimitPerEmail(app, bodyField('email')),
      schema: { hide: true },
    },
    async (request, reply) => {
      const input = memberJoinInput.safeParse(request.body ?? {});
      if (!input.success) return reply.redirect(`/join?failed=${joinFailure(input.error)}`, 303);
      members.join(input.data);
      return reply.redirect('/join?sent=1', 303);
    },
  );

  // Asking for a link is limited per e-mail as POST /api/members/sign-in; using one (a token) has
  // the ceiling only, as POST /api/members/session (tokens are unguessable).
  const sameEmail = emailLimit(app);
  app.post<{ Querystring: { token?: string }; Body: PlainFormBody }>(
    '/members/sign-in',
    { config: { invalidates: [], rateLimit: publicFormCeiling() }, schema: { hide: true } },
    async (request, reply) => {
      const token = String(request.body?.token ?? request.query.token ?? '').trim();
      if (!token) {
        await sameEmail(request, request.body?.email);
        const input = memberSignInInput.safeParse(request.body ?? {});
        if (!input.success) return reply.redirect('/members/sign-in?failed=email', 303);
        members.signIn(input.data.email);
        return reply.redirect('/members/sign-in?sent=1', 303);
      }
      try {
        const session = await members.openSession(token);
        setMemberCookie(reply, session.token, members.secureCookie);
      } catch (error) {
        // 410: expired; 400: unknown or used. The page says which and offers the e-mail form.
        if (error instanceof AppError && error.statusCode < 500) {
          const failed = error.statusCode === 410 ? 'expired' : 'used';
          return reply.redirect(`/members/sign-in?failed=${failed}`, 303);
        }
        throw error;
      }
      return reply.redirect('/members/account', 303);
    },
  );
};
