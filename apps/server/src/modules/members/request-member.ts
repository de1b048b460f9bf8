import cookie from '@fastify/cookie';
import { MEMBER_COOKIE, type PageMember } from '@lss/shared/members';
import type { FastifyRequest } from 'fastify';
import type { MemberRow } from './members.repository.ts';

export type MemberSession = { sessionId: string; member: MemberRow };

const resolved = new WeakMap<FastifyRequest, Promise<MemberSession | null>>();

/** The member cookie's token, read from the Cookie header (the cookie plugin is the member routes' own). */
export function memberToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header?.includes(`${MEMBER_COOKIE}=`)) return undefined;
  return cookie.parse(header)[MEMBER_COOKIE] || undefined;
}

/**
 * The signed-in member of any request (a page, a public read, a registration), or null: looked up
 * once per request, whatever asks. A staff bearer token is not a member (decision 029).
 */
export function memberOf(request: FastifyRequest): Promise<MemberSession | null> {
  let session = resolved.get(request);
  if (!session) {
    const token = memberToken(request);
    session = token ? request.server.services.members.authenticate(token) : Promise.resolve(null);
    resolved.set(request, session);
  }
  return session;
}

/** The signed-in member of a request when verified (one-click registration, members-only parts), else null. */
export async function verifiedMemberOf(request: FastifyRequest): Promise<MemberRow | null> {
  const session = await memberOf(request);
  return session?.member.status === 'verified' ? session.member : null;
}

/**
 * What a page shows of the member: a first name for the header, the status for members-only parts,
 * the name and address a verified member's one-click registration shows.
 */
export function toPageMember(row: MemberRow): PageMember {
  return {
    firstName: row.fullName.trim().split(/\s+/)[0] ?? row.fullName,
    status: row.status,
    fullName: row.fullName,
    email: row.email,
  };
}
