import { authMessages } from '@lss/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors.ts';
import { enforceRouteRoles } from '../modules/users/route-roles.ts';
import type { AuthenticatedAdmin, UsersService } from '../modules/users/users.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin (or optionalAdmin) from the bearer token. */
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for every signed-in route (before the body is read or validated): 401 without a
     * valid, unrevoked token, then 403 unless the account's role reaches the route's (route-roles.ts).
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** onRequest hook that identifies an administrator when a valid token is sent, else leaves null. */
    optionalAdmin(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { users: UsersService }) => {
    app.decorateRequest('admin', null);

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError(authMessages.authRequired);
      const admin = await options.users.authenticate(token);
      if (!admin) throw new UnauthorizedError(authMessages.sessionExpired);
      request.admin = admin;
    });

    app.decorate('optionalAdmin', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.admin = token ? await options.users.authenticate(token) : null;
    });

    enforceRouteRoles(app);
  },
  { name: 'auth' },
);
