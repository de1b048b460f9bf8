import { MEMBER_COOKIE, MEMBER_SESSION_DAYS } from '@lss/shared/members';
import type { FastifyReply } from 'fastify';

/**
 * The member cookie's attributes (decision 029), one place for the API's routes and the plain
 * forms': HttpOnly, SameSite=Lax, Secure when the site is served over https, the whole site.
 */
export function memberCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
}

/** Sets the member cookie to a new session's token, for MEMBER_SESSION_DAYS. */
export function setMemberCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(MEMBER_COOKIE, token, {
    ...memberCookieOptions(secure),
    maxAge: MEMBER_SESSION_DAYS * 24 * 60 * 60,
  });
}
