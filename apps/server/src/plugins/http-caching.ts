import etag, { fnv1a } from '@fastify/etag';
import { API_BASE_PATH } from '@lss/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memberToken } from '../modules/members/request-member.ts';

/** Public reads and pages: the same for everyone, kept briefly by shared caches, revalidated by browsers. */
export const PUBLIC_READ = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/** Sent with a staff token or a member cookie: the answer may be that person's own, never shared. */
export function isPersonal(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.admin !== null ||
    memberToken(request) !== undefined
  );
}

/**
 * HTTP caching for reads: every 200 carries an ETag and a matching If-None-Match gets 304 with no
 * body. Public API reads may be kept briefly by shared caches (a CDN) and are revalidated by
 * browsers every time, so an administrator sees a change at once; anything sent with a token is
 * never stored.
 */
export const httpCachingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(etag, { hashFn: fnv1a });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith(`${API_BASE_PATH}/`) || reply.getHeader('cache-control')) return;
      const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
      reply.header('cache-control', cacheable && !isPersonal(request) ? PUBLIC_READ : 'no-store');
    });
  },
  { name: 'http-caching', dependencies: ['auth'] },
);
