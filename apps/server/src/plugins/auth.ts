import { type AdminArea, AREA_ROLES, isAdminArea, mayUse } from '@lss/shared/admin-areas';
import { authMessages } from '@lss/shared/auth-messages';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { AuthenticatedAdmin, UsersService } from '../modules/users/users.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin (or optionalAdmin) from the bearer token. */
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for every signed-in route (before the body is read or validated): 401 without a
     * valid, unrevoked token, then 403 unless the account's role reaches the least role of the
     * route's `config.area` (AREA_ROLES in packages/shared/src/admin-areas.ts).
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** onRequest hook that identifies an administrator when a valid token is sent, else leaves null. */
    optionalAdmin(request: FastifyRequest): Promise<void>;
    /** `METHOD /path` of every signed-in route → the area it declares, as registered (HEAD excluded). */
    signedInAreas: ReadonlyMap<string, AdminArea>;
  }
  interface FastifyContextConfig {
    /**
     * The part of the admin area a signed-in route belongs to: its least role is that area's
     * (AREA_ROLES). Every route using requireAdmin must say.
     */
    area?: AdminArea;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function requireArea(area: AdminArea): onRequestHookHandler {
  return async function requireRole(request: FastifyRequest) {
    // requireAdmin ran first and set request.admin, or answered 401.
    if (!request.admin || !mayUse(request.admin.role, area)) {
      throw new ForbiddenError(authMessages.noPermission);
    }
  };
}

/**
 * Adds the role check right after requireAdmin on every route that uses it, from the route's
 * `config.area`; refuses to start when such a route names no known area, or when a route names an
 * area without requireAdmin (its role could not be checked).
 */
function enforceAreaRoles(app: FastifyInstance) {
  const signedInAreas = new Map<string, AdminArea>();
  app.decorate('signedInAreas', signedInAreas);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat();
    const area: unknown = route.config?.area;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (!hooks.includes(app.requireAdmin)) {
      if (area !== undefined) throw new Error(`${name} declares config.area but does not use requireAdmin.`);
      return;
    }
    if (!isAdminArea(area)) {
      throw new Error(
        `${name} uses requireAdmin but declares no admin area: add config.area, one of ${Object.keys(AREA_ROLES).join(', ')} (packages/shared/src/admin-areas.ts).`,
      );
    }
    route.onRequest = [...hooks, requireArea(area)];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') signedInAreas.set(`${method} ${route.url}`, area);
    }
  });
}

export const authPlugin = fp(
  // Only authenticate is asked of the users service, at each request: the users module registers
  // after this plugin, whose onRoute hook must see every route.
  async (app: FastifyInstance, options: { users: Pick<UsersService, 'authenticate'> }) => {
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

    enforceAreaRoles(app);
  },
  { name: 'auth' },
);
