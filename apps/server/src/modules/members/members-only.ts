import type { FastifyRequest } from 'fastify';
import { memberOf } from './request-member.ts';

/**
 * Who reads members-only content (issue 27, decision 031): a staff token (any role), a verified
 * member, a signed-in member who is not verified (pending, active or lapsed), or a visitor (no
 * session, or one that ended).
 */
export type MembersOnlyReader = 'staff' | 'verified' | 'unverified' | 'visitor';

/**
 * The reader of a request, for routes open to everyone: a bearer token is checked here (a public
 * route has no auth hook), then the member cookie (looked up once per request).
 */
export async function membersOnlyReader(request: FastifyRequest): Promise<MembersOnlyReader> {
  if (!request.admin && request.headers.authorization !== undefined) {
    await request.server.optionalAdmin(request);
  }
  if (request.admin) return 'staff';
  const session = await memberOf(request);
  if (!session) return 'visitor';
  return session.member.status === 'verified' ? 'verified' : 'unverified';
}

/** Whether the request may have members-only bodies and files: staff, or a verified member. */
export async function mayReadMembersOnly(request: FastifyRequest): Promise<boolean> {
  const reader = await membersOnlyReader(request);
  return reader === 'staff' || reader === 'verified';
}
