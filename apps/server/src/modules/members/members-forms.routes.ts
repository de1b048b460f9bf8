import cookie from '@fastify/cookie';
import { idParams } from '@lss/shared/fields';
import { MEMBER_COOKIE, memberJoinInput, memberSignInInput, memberUpdateInput } from '@lss/shared/members';
import { membersMessages } from '@lss/shared/members-messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { acceptPlainForms, type PlainFormBody, refusalStatus } from '../../lib/plain-forms.ts';
import { bodyField, emailLimit, formLimitPerEmail, publicFormCeiling } from '../../plugins/rate-limits.ts';
import { memberCookieOptions, setMemberCookie } from './member-cookie.ts';
import type { MemberRow } from './members.repository.ts';
import { type MemberSession, memberOf } from './request-member.ts';

/** The join form's fields, as `?failed=` names the first one refused. */
const JOIN_FIELDS = ['fullName', 'email', 'matricNumber', 'level'] as const;
function joinFailure(error: ZodError): string {
  const field = error.issues[0]?.path[0];
  return JOIN_FIELDS.find((name) => name === field) ?? 'invalid';
}

/** My account's fields, as `?failed=` names the first one refused. */
const DETAIL_FIELDS = ['fullName', 'matricNumber', 'level'] as const;

/** My account's page, with what a form did (`?saved=` or `?failed=`) and the section it was in. */
const accountPage = (outcome: string, section: string) => `/members/account?${outcome}#${section}`;

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

  // My account's forms (issue 27): each needs the member cookie (SameSite=Lax: a form posted from
  // another site arrives without it) and answers with a 303 to /members/account, whose address
  // says what happened; without a live session, back to the page, which offers to sign in.
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(MEMBER_COOKIE, memberCookieOptions(members.secureCookie));
  type AccountForm = (
    member: MemberRow,
    request: FastifyRequest<{ Params: { id?: string }; Body: PlainFormBody }>,
    reply: FastifyReply,
    session: MemberSession,
  ) => Promise<unknown>;
  function accountForm(url: string, invalidates: readonly 'events'[], handle: AccountForm) {
    app.post<{ Params: { id?: string }; Body: PlainFormBody }>(
      url,
      { config: { invalidates, rateLimit: publicFormCeiling() }, schema: { hide: true } },
      async (request, reply) => {
        const session = await memberOf(request);
        if (!session) {
          clearCookie(reply);
          return reply.redirect('/members/account?failed=session', 303);
        }
        return handle(session.member, request, reply, session);
      },
    );
  }

  accountForm('/members/account/details', [], async (member, request, reply) => {
    const body = request.body ?? {};
    const input = memberUpdateInput.safeParse({
      fullName: body.fullName ?? '',
      level: body.level ?? '',
      matricNumber: body.matricNumber ?? '',
    });
    if (!input.success) {
      const field = input.error.issues[0]?.path[0];
      const failed = DETAIL_FIELDS.find((name) => name === field) ?? 'invalid';
      return reply.redirect(accountPage(`failed=${failed}`, 'details'), 303);
    }
    try {
      await members.update(member, input.data);
    } catch (error) {
      // 409: the number is another member's (the one refusal of a valid form).
      if (refusalStatus(error) === 409)
        return reply.redirect(accountPage('failed=matricNumberTaken', 'details'), 303);
      throw error;
    }
    return reply.redirect(accountPage('saved=details', 'details'), 303);
  });

  accountForm('/members/account/newsletter', [], async (member, request, reply) => {
    const on = request.body?.newsletter === 'true';
    await members.update(member, { newsletter: on });
    return reply.redirect(accountPage(`saved=newsletter-${on ? 'on' : 'off'}`, 'newsletter'), 303);
  });

  accountForm('/members/account/registrations/:id/cancel', ['events'], async (member, request, reply) => {
    const params = idParams.safeParse(request.params);
    const failed = (why: string) => reply.redirect(accountPage(`failed=${why}`, 'registrations'), 303);
    if (!params.success) return failed('registration');
    try {
      const message = await members.cancelRegistration(member, params.data.id);
      const saved = message === membersMessages.registrationCancelled ? 'cancelled' : 'cancelled-waiting';
      return reply.redirect(accountPage(`saved=${saved}`, 'registrations'), 303);
    } catch (error) {
      const status = refusalStatus(error);
      if (status === null) throw error;
      return failed(status === 400 ? 'started' : 'registration');
    }
  });

  // Deleting asks twice: the form's box must be ticked, or the page says so and nothing happens.
  accountForm('/members/account/delete', ['events'], async (member, request, reply) => {
    if (request.body?.confirm !== 'yes') return reply.redirect(accountPage('failed=confirm', 'delete'), 303);
    await members.erase(member);
    clearCookie(reply);
    return reply.redirect('/members/account?deleted=1', 303);
  });

  // The next page is a visitor's: the cookie is cleared with the session(s).
  accountForm('/members/sign-out', [], async (_member, request, reply, session) => {
    const everywhere = request.body?.everywhere === 'true';
    await members.signOut(session, everywhere);
    clearCookie(reply);
    return reply.redirect(`/members/account?signedOut=${everywhere ? 'everywhere' : '1'}`, 303);
  });
};
