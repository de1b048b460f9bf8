import type { FastifyInstance } from 'fastify';
import type { CacheTag, ReadCache } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The public data a successful call of this route changes, whose cached reads and pages are
     * then dropped; `[]` when it changes nothing the public sees. Every write route must say.
     */
    invalidates?: readonly CacheTag[];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Clears the read cache by what changed: each write route declares the tags it invalidates, and a
 * route that does not cannot be registered, so a new write can never forget its caches.
 * Register before the routes.
 */
export function invalidateOnWrites(app: FastifyInstance, cache: ReadCache) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.some((method) => WRITES.has(method)) && !route.config?.invalidates) {
      throw new Error(
        `${methods.join(',')} ${route.url} must declare config.invalidates: the public data it changes, or [].`,
      );
    }
  });
  // Before the answer leaves (and the other instances are told), so that a read following it, on
  // any instance, never sees the old state.
  app.addHook('onSend', async (request, reply) => {
    const tags = request.routeOptions.config.invalidates;
    if (tags && reply.statusCode < 400) await cache.invalidate(tags);
  });
}
