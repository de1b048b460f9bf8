import etag from '@fastify/etag';
import { API_BASE_PATH } from '@lss/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * HTTP caching for reads: every 200 carries an ETag and a matching If-None-Match gets 304 with no
 * body. Public API reads may be kept briefly by shared caches (a CDN) and are revalidated by
 * browsers every time, so an administrator sees a change at once; anything sent with a token is
 * never stored.
 */
export const httpCachingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(etag, { algorithm: 'fnv1a' });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith(`${API_BASE_PATH}/`) || reply.getHeader('cache-control')) return;
      const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
      const personal = request.headers.authorization !== undefined || request.admin !== null;
      reply.header(
        'cache-control',
        cacheable && !personal ? 'public, max-age=0, s-maxage=10, stale-while-revalidate=60' : 'no-store',
      );
    });
  },
  { name: 'http-caching', dependencies: ['auth'] },
);
