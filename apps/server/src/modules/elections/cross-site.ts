import { electionsMessages } from '@lss/shared/elections-messages';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors.ts';

/**
 * A write that a member's cookie authorises must come from the site's own pages. The cookie is
 * SameSite=Lax, so a browser does not send it with another site's POST; this is the second lock,
 * for what Lax lets through: a sibling site under the same registrable domain ("same-site", which
 * Lax treats as the site itself) and browsers without SameSite. A browser says where a request comes
 * from in `Sec-Fetch-Site` and `Origin`: refused when either names another origin than PUBLIC_URL's
 * or the request's own host. A request with neither (not a browser) has no cookie to abuse but its own.
 */
export function refuseCrossSite(publicUrl: string) {
  const own = new URL(publicUrl).origin;
  return async function sameOriginOnly(request: FastifyRequest) {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw new ForbiddenError(electionsMessages.crossSite);
    const origin = request.headers.origin;
    if (origin === undefined || origin === own) return;
    const host = request.headers.host;
    if (host && (origin === `https://${host}` || origin === `http://${host}`)) return;
    throw new ForbiddenError(electionsMessages.crossSite);
  };
}
