import cookie from '@fastify/cookie';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import {
  MEMBER_COOKIE,
  memberExport,
  memberJoinInput,
  memberMe,
  memberRegistration,
  memberSessionInput,
  memberSignInInput,
  memberSignOutInput,
  memberUpdateInput,
} from '@lss/shared/members';
import { membersMessages } from '@lss/shared/members-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors.ts';
import { registerAddressForm } from '../../lib/routes.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';
import { memberCookieOptions, setMemberCookie } from './member-cookie.ts';
import { type MemberSession, memberOf, memberToken } from './request-member.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the members routes' requireMember from the member cookie. */
    memberSession: MemberSession | null;
  }
}

/**
 * decisions.md, Members: joining, single-use e-mailed links, the member cookie and the member's
 * own details. A member session is the `lss_member` cookie only: a staff bearer token means nothing
 * here, and the cookie means nothing on staff routes (they read the bearer token only).
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.services.members;
  const tags = ['Members'];
  await app.register(cookie);
  app.decorateRequest('memberSession', null);

  const cookieOptions = memberCookieOptions(members.secureCookie);
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(MEMBER_COOKIE, cookieOptions);

  // Every answer here is one person's: never kept by a browser or a shared cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function requireMember(request: FastifyRequest) {
    if (!memberToken(request)) throw new UnauthorizedError(membersMessages.signInRequired);
    const session = await memberOf(request);
    if (!session) throw new UnauthorizedError(membersMessages.sessionExpired);
    request.memberSession = session;
  }

  // The service e-mails one member at most MEMBER_LINKS_PER_HOUR links an hour.
  registerAddressForm(
    app,
    '/members/join',
    {
      tags,
      summary:
        'Join: a confirmation e-mail (or, to a member, a sign-in link); the same 202 for every address',
      body: memberJoinInput,
    },
    (body) => members.join(body),
    membersMessages.joinSent,
  );
  registerAddressForm(
    app,
    '/members/sign-in',
    {
      tags,
      summary: 'Ask for a single-use sign-in link (1 hour), e-mailed to members only; 202 for every address',
      body: memberSignInInput,
    },
    (body) => members.signIn(body.email),
    membersMessages.signInSent,
  );

  // A POST from the link's page (its button): opening the e-mailed link, or a mail scanner
  // fetching it, signs nobody in. There is no GET that uses a token.
  app.post(
    '/members/session',
    {
      // Tokens are unguessable; the ceiling lets a campus of members sign in.
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      schema: {
        tags,
        summary: "Use an e-mailed link: confirms a new member's address, sets the member cookie",
        body: memberSessionInput,
        response: { 200: memberMe, 400: errorResponse, 410: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const session = await members.openSession(request.body.token);
      setMemberCookie(reply, session.token, members.secureCookie);
      return session.member;
    },
  );

  app.get(
    '/members/me',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'The signed-in member (the member cookie)',
        response: { 200: memberMe, 401: errorResponse },
      },
    },
    async (request) => members.me(request.memberSession!.member),
  );

  app.get(
    '/members/me/export',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary:
          'Everything the site holds of the member, as a JSON download: details, newsletter preference, event registrations, the elections voted in (never a receipt or a vote) (NDPA 2023, access)',
        response: { 200: memberExport, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await members.export(request.memberSession!.member);
      const day = data.exportedAt.slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="membership-${day}.json"`).send(data);
    },
  );

  app.delete(
    '/members/me',
    {
      onRequest: requireMember,
      // The member's registrations leave the attendee lists' names; the event pages' counts stay.
      config: { invalidates: ['events'] },
      schema: {
        tags,
        summary:
          'Delete the membership (NDPA 2023, erasure): registrations and receipts are kept without the person, the newsletter subscription, sessions and links go; signs out',
        response: { 200: okResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      await members.erase(request.memberSession!.member);
      clearCookie(reply);
      return { message: membersMessages.membershipDeleted };
    },
  );

  app.get(
    '/members/me/registrations',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "The member's event registrations, the latest event first",
        response: { 200: memberRegistration.array(), 401: errorResponse },
      },
    },
    async (request) => members.registrations(request.memberSession!.member),
  );

  app.post(
    '/members/me/registrations/:id/cancel',
    {
      onRequest: requireMember,
      config: { invalidates: ['events'] },
      schema: {
        tags,
        summary:
          "Cancel one of the member's registrations (until the event starts); a freed seat goes to the first on the waiting list",
        params: idParams,
        response: { 200: okResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      message: await members.cancelRegistration(request.memberSession!.member, request.params.id),
    }),
  );

  app.put(
    '/members/me',
    {
      onRequest: requireMember,
      config: { invalidates: [] },
      schema: {
        tags,
        summary:
          "Change the member's own name, level or matriculation number, or whether they receive the newsletter (the one list)",
        body: memberUpdateInput,
        response: { 200: memberMe, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request) => members.update(request.memberSession!.member, request.body),
  );

  app.post(
    '/members/sign-out',
    {
      onRequest: requireMember,
      config: { invalidates: [] },
      schema: {
        tags,
        summary: 'Sign out this browser, or every session of the member (everywhere: true)',
        body: memberSignOutInput,
        response: { 200: okResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const everywhere = request.body?.everywhere === true;
      await members.signOut(request.memberSession!, everywhere);
      clearCookie(reply);
      return { message: everywhere ? membersMessages.signedOutEverywhere : membersMessages.signedOut };
    },
  );
};
